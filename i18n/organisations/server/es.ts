import type { organisationsServerEn } from './en';

/**
 * Textos del servidor en español sobre la separación de organizaciones: los rechazos y los correos
 * que comunican al solicitante la decisión del administrador.
 */
export const organisationsServerEs: typeof organisationsServerEn = {
    tenancy: {
        pending:
            'Su cuenta espera la aprobación de un administrador. Hasta entonces solo puede ver su propio perfil; recibirá un correo cuando se decida.',
        rejected: 'Su cuenta no fue aprobada. El correo que recibió explica el motivo; contacte con su administrador.',
        privilegedRole: 'Las cuentas con el rol "%{role}" solo las concede un administrador: no se pueden registrar.',
        profileLocked:
            '"%{field}" no se puede cambiar desde su perfil: su organización y su rol los gestiona un administrador.',
        unknown: 'No hay ninguna organización con el id %{id}.',
        identifierRequired:
            'Una organización de este tipo necesita su "%{field}": las reclamaciones la identifican por él.',
        identifierTaken: 'La organización %{name} ya tiene este identificador.',
        kindFixed: 'El tipo de una organización no cambia (%{kind}): sus miembros se unieron a ella como tal.',
        wrongKind: 'Una cuenta con el rol %{role} no puede unirse a una organización del tipo %{kind}.',
        decided: 'La cuenta %{username} ya fue aprobada o rechazada.',
    },
    mail: {
        registrationApproved: {
            subject: 'Su cuenta de %{product} está aprobada',
            body: 'Hola, %{name}:\n\nUn administrador aprobó su cuenta %{username} como miembro de %{organisation}. Ya puede iniciar sesión:\n\n%{link}',
        },
        registrationRejected: {
            subject: 'Su cuenta de %{product} no fue aprobada',
            body: 'Hola, %{name}:\n\nUn administrador no aprobó su cuenta %{username}, por este motivo:\n\n%{reason}\n\nSi cree que es un error, contacte con su administrador.',
        },
    },
};
