import type { Connection, ConnectionParty } from '../../../common/contract/connections';
import { ROLES_BY_PROFILE, type Profile } from '../../../common/profiles';

/** The organisation on the other side from the user's; for an admin, both sides. */
export const otherSide = (connection: Connection, userId: string | undefined): ConnectionParty | null =>
    connection.requester.id === userId
        ? connection.recipient
        : connection.recipient.id === userId
          ? connection.requester
          : null;

export const partyLabel = (party: ConnectionParty) => party.orgName || party.name;

/** What the user reads as the connection's name: the other organisation, or both for an outsider (admin). */
export const connectionTitle = (
    connection: Connection,
    userId: string | undefined,
    translate: (key: string, options?: object) => string
) => {
    const other = otherSide(connection, userId);
    return other
        ? partyLabel(other)
        : translate('connect.between', {
              from: partyLabel(connection.requester),
              to: partyLabel(connection.recipient),
          });
};

/** The search box finds organisations by name, and providers by NPI too where the portal has providers. */
export const searchLabelKey = (profile: Profile) =>
    (ROLES_BY_PROFILE[profile] as readonly string[]).includes('provider') ? 'connect.search' : 'connect.searchName';
