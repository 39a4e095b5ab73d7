import type { Checklist, Home } from '../../common/contract/home';
import type { GettingStartedStep } from '../../common/vocabularies/gettingStarted';
import { http } from './httpClient';

/** Cache keys: a change to the checklist refreshes Home too. */
export const homeKeys = {
    home: ['home'] as const,
    checklist: ['home', 'checklist'] as const,
};

/** Home (what needs the user's attention) and the getting-started checklist. */
export const homeApi = {
    async home(): Promise<Home> {
        return (await http.get('/api/home')).data.data;
    },

    async checklist(): Promise<Checklist> {
        return (await http.get('/api/gettingStarted')).data.data;
    },

    async tick(step: GettingStartedStep, done: boolean): Promise<Checklist> {
        return (await http.put(`/api/gettingStarted/steps/${step}`, { done })).data.data;
    },

    async dismiss(dismissed: boolean): Promise<Checklist> {
        return (await http.put('/api/gettingStarted/dismissed', { dismissed })).data.data;
    },
};
