import type { Catalog } from '../../types';
import type { connectionsServerEn } from './en';

/** Textos del servidor en español de las páginas por rol: rechazos de las conexiones y avisos por correo. */
export const connectionsServerEs: Catalog<typeof connectionsServerEn> = {
    connections: {
        notFound: 'Esta conexión no existe o no es suya.',
        recipientUnknown: 'Esta organización no está entre los usuarios activos del portal.',
        kindNotAllowed: 'No es posible una conexión «%{kind}» entre su organización y esta.',
        alreadyOpen: 'Ya hay una conexión de este tipo con esta organización, solicitada o activa.',
        notAllowed: 'Esta conexión está «%{status}»: ahora no puede «%{action}».',
    },
    connectionMail: {
        footer: 'Abrir la conexión: %{link}',
        requested: {
            subject: '%{organisation} solicita conectar: %{kind}',
            body: 'Hola, %{name}:\n\n%{actor} (%{organisation}) solicita a su organización una conexión «%{kind}» en %{product}.\n\nSu mensaje: %{reason}\n\nAcepte o rechace la solicitud en el portal.',
        },
        accepted: {
            subject: '%{organisation} aceptó su solicitud de conexión: %{kind}',
            body: 'Hola, %{name}:\n\n%{actor} (%{organisation}) aceptó su solicitud de conexión «%{kind}». La conexión ya está activa.',
        },
        declined: {
            subject: '%{organisation} rechazó su solicitud de conexión: %{kind}',
            body: 'Hola, %{name}:\n\n%{actor} (%{organisation}) rechazó su solicitud de conexión «%{kind}».\n\nMotivo: %{reason}',
        },
        ended: {
            subject: 'Una conexión ha terminado: %{kind}',
            body: 'Hola, %{name}:\n\n%{actor} (%{organisation}) terminó la conexión «%{kind}» con su organización.\n\nMotivo: %{reason}',
        },
        message: {
            subject: 'Nuevo mensaje de %{organisation}: %{kind}',
            body: 'Hola, %{name}:\n\n%{actor} (%{organisation}) escribió sobre su conexión «%{kind}»:\n\n%{reason}',
        },
    },
};
