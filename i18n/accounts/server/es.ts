import type { Catalog } from '../../types';
import type { accountsServerEn } from './en';

/** Server messages of accounts: sign-in, registration, activation, password and e-mail changes, the profile, the second factor, and the account e-mails. (es) */
export const accountsServerEs: Catalog<typeof accountsServerEn> = {
    server: {
        keys: {
            activation: {
                unknown: 'Este enlace de activación no es válido. Solicite un nuevo correo electrónico de activación.',
                used: 'Este enlace de activación ya se ha utilizado. Ya puede iniciar sesión.',
                expired: 'Este enlace de activación ha caducado. Solicite un nuevo correo electrónico de activación.',
            },
            reset: {
                unknown: 'Este enlace para restablecer la contraseña no es válido. Solicite uno nuevo.',
                used: 'Este enlace para restablecer la contraseña ya se ha utilizado. Si lo necesita, solicite uno nuevo.',
                expired: 'Este enlace para restablecer la contraseña ha caducado. Solicite uno nuevo.',
            },
            email_change: {
                unknown: 'Este enlace de confirmación de correo electrónico no es válido.',
                used: 'Este cambio de correo electrónico ya se ha confirmado.',
                expired:
                    'Este enlace de confirmación de correo electrónico ha caducado. Vuelva a cambiar la dirección desde su perfil.',
            },
            login_challenge: {
                unknown: 'Este inicio de sesión ya no es válido. Vuelva a iniciar sesión.',
                used: 'Este inicio de sesión ya se ha completado. Vuelva a iniciar sesión si es necesario.',
                expired: 'El inicio de sesión ha tardado demasiado. Vuelva a iniciar sesión.',
            },
        },
        register: {
            accountType: 'No se pueden registrar cuentas del tipo "%{accountType}".',
            usernameFormat:
                'El nombre de usuario debe tener entre 3 y 50 caracteres (letras, dígitos, puntos, guiones o guiones bajos) y empezar por una letra o un dígito.',
            usernameTaken: 'El nombre de usuario "%{username}" ya está en uso.',
            emailTaken: 'Ya existe una cuenta con la dirección de correo electrónico %{email}.',
            created:
                'Revise su correo: enviamos un mensaje a la dirección que indicó. Abra el enlace que contiene para activar su cuenta.',
        },
        activate: {
            done: 'Su cuenta está activada. Ahora un administrador la aprueba para su organización; recibirá un correo y, mientras tanto, puede iniciar sesión para ver su perfil.',
            resent: 'Si esta dirección corresponde a una cuenta pendiente de activación, recibirá en breve un nuevo correo electrónico de activación.',
        },
        reset: {
            requested:
                'Si esta dirección corresponde a una cuenta, recibirá en breve un correo electrónico con un enlace para restablecer la contraseña.',
            sent: 'Se ha enviado a %{email} un correo electrónico para restablecer la contraseña.',
            notActive: 'Solo se puede restablecer la contraseña de una cuenta activa.',
            done: 'Se ha cambiado su contraseña. Inicie sesión con la nueva.',
        },
        emailChange: {
            done: 'Su dirección de correo electrónico es ahora %{email}.',
        },
        profile: {
            foreign: 'Solo puede abrir su propio perfil.',
            unknownUser: 'Ese usuario no existe.',
            currentPasswordWrong: 'La contraseña actual no es correcta.',
            saved: 'Se ha guardado su perfil.',
            emailPending:
                'Se ha guardado su perfil. Confirme la nueva dirección %{email} con el enlace que hemos enviado a esa dirección.',
            passwordChanged: 'Se ha cambiado su contraseña. Sus demás sesiones han finalizado.',
            sessionUnknown: 'Esa sesión no se encuentra entre las suyas.',
        },
        totp: {
            alreadyEnabled: 'Ya tiene configurado un segundo factor de autenticación.',
            notStarted: 'Primero inicie la configuración del segundo factor de autenticación.',
            wrongCode: 'El código no es correcto.',
            required: 'Su rol exige un segundo factor de autenticación: no se puede eliminar.',
            setupRequired:
                'Configure un segundo factor de autenticación (una aplicación de autenticación) antes de continuar.',
            enabled:
                'El segundo factor de autenticación está activado. Guarde los códigos de recuperación en un lugar seguro.',
            disabled: 'El segundo factor de autenticación está desactivado.',
        },
        login: {
            incorrect: 'La cuenta o la contraseña son incorrectas.',
            slowDown:
                'Demasiados intentos fallidos en esta cuenta. Inténtelo de nuevo en %{smart_count} segundo. |||| Demasiados intentos fallidos en esta cuenta. Inténtelo de nuevo en %{smart_count} segundos.',
            throttled:
                'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo después de las %{time} UTC (dentro de %{smart_count} minuto). |||| Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo después de las %{time} UTC (dentro de %{smart_count} minutos).',
            pending: 'Esta cuenta aún no se ha activado. Use el enlace del correo electrónico de activación.',
            locked: 'Esta cuenta está bloqueada. Póngase en contacto con el administrador del portal.',
            disabled: 'Esta cuenta está deshabilitada. Póngase en contacto con el administrador del portal.',
        },
        session: {
            missing: 'No ha iniciado sesión.',
            invalid: 'Error al iniciar sesión: no se pudieron obtener los datos del usuario.',
            ended: 'Su sesión ha finalizado. Vuelva a iniciar sesión.',
            expired: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
        },
    },
    mail: {
        registrationAttempt: {
            subject: 'Ya hay una cuenta de %{product} con esta dirección',
            body: 'Hola, %{name}:\n\nAlguien pidió una cuenta nueva de %{product} con esta dirección de correo, que ya usa su cuenta %{username}, así que no se creó ninguna cuenta.\n\nSi fue usted, inicie sesión como %{username} o use "¿Olvidó su contraseña?" en la página de inicio de sesión:\n\n%{link}\n\nSi no fue usted, ignore este correo: nada ha cambiado.',
        },
        activation: {
            subject: '%{product}: active su cuenta',
            body: 'Hola, %{name}:\n\nSe ha creado su cuenta %{username}. Abra este enlace en las próximas 24 horas para activarla:\n\n%{link}\n\nSi no ha solicitado ninguna cuenta, ignore este correo electrónico: sin el enlace no se realizará ningún cambio.',
        },
        reset: {
            subject: '%{product}: restablezca su contraseña',
            body: 'Hola, %{name}:\n\nSe ha solicitado restablecer la contraseña de la cuenta %{username}. Abra este enlace en la próxima hora para elegir una nueva contraseña:\n\n%{link}\n\nSi no lo ha solicitado usted, ignore este correo electrónico: su contraseña no cambiará.',
        },
        emailChange: {
            subject: '%{product}: confirme su nueva dirección de correo electrónico',
            body: 'Hola, %{name}:\n\nAbra este enlace en las próximas 24 horas para que %{newEmail} pase a ser la dirección de correo electrónico de la cuenta %{username}:\n\n%{link}\n\nSi no ha solicitado este cambio, ignore este correo electrónico.',
        },
        emailChangeNotice: {
            subject: '%{product}: se está cambiando su dirección de correo electrónico',
            body: 'Hola, %{name}:\n\nSe ha solicitado cambiar la dirección de correo electrónico de la cuenta %{username} a %{newEmail}. El cambio solo se aplicará una vez confirmado desde la nueva dirección. Si no lo ha solicitado usted, cambie su contraseña y póngase en contacto con su administrador.',
        },
        passwordChanged: {
            subject: '%{product}: se ha cambiado su contraseña',
            body: 'Hola, %{name}:\n\nSe acaba de cambiar la contraseña de la cuenta %{username} y se han cerrado todas las demás sesiones. Si no ha sido usted, solicite de inmediato el restablecimiento de la contraseña y póngase en contacto con su administrador.',
        },
    },
};
