import type { Role } from '../profiles';
import {
    ACCESS_PATH,
    CLAIM_QUERY_PATH,
    CONNECT_PATH,
    GETTING_STARTED_PATH,
    MY_LISTING_PATH,
    NEW_TABLE_PATH,
    PROFILE_PATH,
    SUPPORT_PATH,
} from '../routes';

/**
 * The getting-started checklist: the first things each role does in the portal. Most steps follow
 * from what the server knows (a second factor set up, a connection requested); the others the
 * user ticks, and the server keeps the tick. Labels live in the catalogs under
 * `gettingStarted.steps.<step>.*`.
 */
export const GETTING_STARTED_STEPS = [
    'confirmNpi',
    'completeProfile',
    'secondFactor',
    'connectPlan',
    'connectProvider',
    'connectAdjuster',
    'connectForwarder',
    'verifyListing',
    'searchClaims',
    'saveSearch',
    'createTable',
    'reviewAccess',
    'readSupport',
] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** Steps nothing on the server shows done: the user says so. */
export const MANUAL_STEPS: readonly GettingStartedStep[] = ['confirmNpi', 'reviewAccess', 'readSupport'];

export const isManualStep = (step: string): boolean => (MANUAL_STEPS as readonly string[]).includes(step);

/** Each role's checklist, in the order it is best done. */
export const CHECKLISTS: Record<Role, readonly GettingStartedStep[]> = {
    admin: ['completeProfile', 'secondFactor', 'createTable', 'reviewAccess'],
    provider: ['confirmNpi', 'completeProfile', 'secondFactor', 'connectPlan', 'verifyListing'],
    healthplan: ['completeProfile', 'secondFactor', 'connectProvider', 'searchClaims', 'readSupport'],
    pharma: ['completeProfile', 'secondFactor', 'connectProvider', 'searchClaims', 'readSupport'],
    editor: ['completeProfile', 'secondFactor', 'searchClaims', 'saveSearch', 'readSupport'],
    claims_adjuster: ['completeProfile', 'secondFactor', 'connectForwarder', 'searchClaims', 'saveSearch'],
    freight_forwarder: ['completeProfile', 'secondFactor', 'connectAdjuster', 'searchClaims', 'readSupport'],
};

export const checklistOf = (role: string): readonly GettingStartedStep[] => CHECKLISTS[role as Role] ?? [];

/** Where each step is done. */
export const STEP_PATHS: Record<GettingStartedStep, string> = {
    confirmNpi: GETTING_STARTED_PATH,
    completeProfile: PROFILE_PATH,
    secondFactor: PROFILE_PATH,
    connectPlan: CONNECT_PATH,
    connectProvider: CONNECT_PATH,
    connectAdjuster: CONNECT_PATH,
    connectForwarder: CONNECT_PATH,
    verifyListing: MY_LISTING_PATH,
    searchClaims: CLAIM_QUERY_PATH,
    saveSearch: CLAIM_QUERY_PATH,
    createTable: NEW_TABLE_PATH,
    reviewAccess: ACCESS_PATH,
    readSupport: SUPPORT_PATH,
};

/** The role a connection step asks the user to connect with. */
export const STEP_COUNTERPART: Partial<Record<GettingStartedStep, Role>> = {
    connectPlan: 'healthplan',
    connectProvider: 'provider',
    connectAdjuster: 'claims_adjuster',
    connectForwarder: 'freight_forwarder',
};
