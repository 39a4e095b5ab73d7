import type { PlanNetType } from './searchParameters';

/**
 * The shape of the FHIR R4 JSON this API writes, as loose as JSON itself: the elements a
 * resource carries are checked against the Plan-Net profiles by the conformance test, not here.
 */
export interface FhirResource {
    resourceType: PlanNetType;
    id: string;
    meta: { versionId?: string; lastUpdated: string; profile: string[] };
    [element: string]: unknown;
}

export interface Reference {
    reference: string;
    display?: string;
}

export interface Coding {
    system: string;
    code: string;
    display?: string;
}

export const referenceTo = (resource: Pick<FhirResource, 'resourceType' | 'id'>): Reference => ({
    reference: `${resource.resourceType}/${resource.id}`,
});

export const concept = (system: string, code: string, display?: string) => ({
    coding: [{ system, code, ...(display ? { display } : {}) }],
});
