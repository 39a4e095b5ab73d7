import { CLAIM_QUERY_PATH } from '../../common/routes';

/** The claim query opened on one claim number: the link a screen gives to a claim it names. */
export const claimQueryFor = (claimNumber: string) =>
    `${CLAIM_QUERY_PATH}?filter=${encodeURIComponent(JSON.stringify({ claimNumber }))}`;
