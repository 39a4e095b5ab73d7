/** English server texts of the role pages: refusals of the connection calls and the connection notices. */
export const connectionsServerEn = {
    connections: {
        notFound: 'This connection does not exist, or it is not one of yours.',
        recipientUnknown: 'This organisation is not among the active users of the portal.',
        kindNotAllowed: 'A "%{kind}" connection is not possible between your organisation and this one.',
        alreadyOpen: 'A connection of this kind with this organisation is already requested or active.',
        notAllowed: 'This connection is %{status}: "%{action}" is not possible for you now.',
    },
    connectionMail: {
        footer: 'Open the connection: %{link}',
        requested: {
            subject: '%{organisation} asks to connect: %{kind}',
            body: 'Hello %{name},\n\n%{actor} (%{organisation}) asks your organisation for a "%{kind}" connection on %{product}.\n\nTheir message: %{reason}\n\nAccept or decline the request in the portal.',
        },
        accepted: {
            subject: '%{organisation} accepted your connection request: %{kind}',
            body: 'Hello %{name},\n\n%{actor} (%{organisation}) accepted your "%{kind}" connection request. The connection is now active.',
        },
        declined: {
            subject: '%{organisation} declined your connection request: %{kind}',
            body: 'Hello %{name},\n\n%{actor} (%{organisation}) declined your "%{kind}" connection request.\n\nTheir reason: %{reason}',
        },
        ended: {
            subject: 'A connection has ended: %{kind}',
            body: 'Hello %{name},\n\n%{actor} (%{organisation}) ended the "%{kind}" connection with your organisation.\n\nReason: %{reason}',
        },
        message: {
            subject: 'New message from %{organisation}: %{kind}',
            body: 'Hello %{name},\n\n%{actor} (%{organisation}) wrote about your "%{kind}" connection:\n\n%{reason}',
        },
    },
};
