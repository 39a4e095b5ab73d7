import type { Ok } from '../../../common/contract/envelope';
import type { Checklist, ChecklistDismiss, ChecklistTick, Home } from '../../../common/contract/home';
import type { GettingStartedStep } from '../../../common/vocabularies/gettingStarted';
import { api } from '../../providers/httpClient';

/** Cache keys: a change to the checklist refreshes Home too. */
export const homeKeys = {
    home: ['home'] as const,
    checklist: ['home', 'checklist'] as const,
};

/** Home (what needs the user's attention) and the getting-started checklist. */
export const homeApi = {
    async home(): Promise<Home> {
        return (await api.get<Ok<Home>>('/api/home')).data;
    },

    async checklist(): Promise<Checklist> {
        return (await api.get<Ok<Checklist>>('/api/gettingStarted')).data;
    },

    async tick(step: GettingStartedStep, done: boolean): Promise<Checklist> {
        return (await api.put<Ok<Checklist>, ChecklistTick>(`/api/gettingStarted/steps/${step}`, { done })).data;
    },

    async dismiss(dismissed: boolean): Promise<Checklist> {
        return (await api.put<Ok<Checklist>, ChecklistDismiss>('/api/gettingStarted/dismissed', { dismissed })).data;
    },
};
