import type { TestProject } from 'vitest/node';
import { startPortal } from './portal';

/** One portal per profile, shared by the end-to-end tests. */
declare module 'vitest' {
    export interface ProvidedContext {
        healthcareUrl: string;
        claimsUrl: string;
    }
}

export default async function setup(project: TestProject) {
    const [healthcare, claims] = await Promise.all([startPortal('healthcare'), startPortal('claims')]);
    project.provide('healthcareUrl', healthcare.url);
    project.provide('claimsUrl', claims.url);
    return async () => {
        await Promise.all([healthcare.stop(), claims.stop()]);
    };
}
