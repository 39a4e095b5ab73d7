import type { Connection, ConnectionParty } from '../../../common/contract/connections';

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
