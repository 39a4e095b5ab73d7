import { serverTenancyEs } from './tenancy/es';
import type { ServerMessages } from '../types';
import { serverRolePagesEs } from './rolePages/es';
import { serverChecklistEs } from './rolePages/home/es';
import { serverPublicDirectoryEs } from './publicDirectory/es';
import { serverClaimActionsEs } from '../claimActions/server/es';

/** The server's messages and account e-mails in this language (see server/en.ts). */
export const serverEs: ServerMessages = {
    server: {
        npi: {
            invalid:
                '"%{npi}" no es un NPI válido: un NPI tiene 10 dígitos, empieza por 1 o 2 y termina con el dígito de control correspondiente.',
            unknown: 'El NPI %{npi} no figura en el registro de NPI.',
            deactivated: 'El NPI %{npi} se ha desactivado en el registro de NPI.',
        },
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
        access: {
            screenLocked: 'No se puede cambiar el acceso a "%{screen}".',
            roleUnknown: 'No se puede cambiar el acceso del rol "%{role}".',
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
        validation: {
            required: 'El campo "%{field}" es obligatorio.',
            empty: 'El campo "%{field}" no puede estar vacío.',
            tooLong: 'El campo "%{field}" no puede superar los %{max} caracteres.',
            tooMany: '"%{field}" admite como máximo %{max} elementos.',
            type: 'El campo "%{field}" debe ser %{expected}.',
            unknownField: '"%{field}" no es un campo admitido.',
            invalid: 'El campo "%{field}" no es válido.',
            body: 'El cuerpo de la solicitud no es un JSON válido.',
            bodyTooLarge: 'La solicitud es demasiado grande.',
            mediaType: 'Envíe el cuerpo de la solicitud como application/json.',
            unstorableText:
                '"%{field}" contiene un carácter que no se puede guardar (un carácter NUL o un sustituto sin pareja). Elimínelo e inténtelo de nuevo.',
            dateBounds: '"%{field}" debe ser una fecha entre %{min} y %{max}.',
        },
        types: {
            string: 'texto',
            number: 'un número',
            boolean: 'verdadero o falso',
            object: 'un objeto',
            array: 'una lista',
        },
        contact: {
            received: 'Hemos recibido su solicitud. Nos pondremos en contacto con usted lo antes posible.',
            emailInvalid:
                'El campo "%{field}" debe ser una dirección de correo electrónico, por ejemplo nombre@example.com.',
            throttled:
                'Ha enviado demasiadas solicitudes de contacto. Inténtelo de nuevo después de las %{time} UTC (dentro de %{smart_count} minuto). |||| Ha enviado demasiadas solicitudes de contacto. Inténtelo de nuevo después de las %{time} UTC (dentro de %{smart_count} minutos).',
            deliveryFailed:
                'Su solicitud quedó registrada, pero no se pudo enviar por correo electrónico a nuestro equipo de soporte. Llame al soporte al %{phone}.',
        },
        pageViews: {
            none: 'El campo "%{field}" debe contener al menos una visita de página.',
            tooMany: 'El campo "%{field}" puede contener como máximo %{max} visitas de página.',
            pathStart: 'El campo "%{field}" debe empezar por "/".',
            pathQuery: 'El campo "%{field}" no debe contener una cadena de consulta ("?").',
            pathUnknown: 'El campo "%{field}" no es una pantalla del portal.',
            atFormat: 'El campo "%{field}" debe ser una hora ISO 8601, por ejemplo 2026-05-01T09:30:00Z.',
            atStale: 'El campo "%{field}" es de hace más de 24 horas.',
            atFuture: 'El campo "%{field}" está más de 1 minuto en el futuro.',
        },
        users: {
            notFound: 'No existe ningún usuario con el id %{id}.',
            ownStatus: 'No puede cambiar el estado de su propia cuenta.',
            statusChange: 'La cuenta está %{current}; no se puede cambiar a %{wanted}.',
            statusSame: 'La cuenta ya está %{current}.',
        },
        statuses: {
            pending: 'pendiente',
            active: 'activa',
            locked: 'bloqueada',
            disabled: 'desactivada',
        },
        sessions: {
            notFound: 'No existe ninguna sesión con el id %{id}.',
        },
        list: {
            json: '"%{field}" debe ser JSON, por ejemplo %{example}.',
            sort: '"%{parameter}" debe ser una lista con un nombre de campo y ASC o DESC, por ejemplo ["id","ASC"].',
            sortField: '"%{parameter}" no puede ordenar por "%{value}". Campos ordenables: %{allowed}.',
            sortOrder: '"%{parameter}" debe terminar en ASC o DESC.',
            range: '"%{parameter}" debe ser [primero, último]: dos números enteros desde 0, primero ≤ último, por ejemplo [0,24].',
            rangeTooLarge: '"%{parameter}" puede abarcar como máximo %{max} filas.',
            filterKey: '"%{parameter}" no tiene la clave "%{key}". Claves: %{allowed}.',
            value: '"%{parameter}" no puede ser "%{value}". Valores: %{allowed}.',
            date: '"%{parameter}" debe ser una fecha u hora ISO 8601, como 2026-05-01 o 2026-05-01T09:30:00Z.',
            dateBounds: '"%{parameter}" debe ser una fecha entre %{min} y %{max}.',
        },
        dashboard: {
            period: '"%{field}" debe ser 7, 30 o 90 (días), no "%{value}".',
        },
        claims: {
            savedSearchName: 'Ya tiene una búsqueda guardada llamada %{name}.',
            savedSearchesFull: 'Ya tiene %{max} búsquedas guardadas: elimine una primero.',
            savedSearchNotFound: 'No hay ninguna búsqueda guardada con el id %{id}.',
            exportTooLarge:
                'La exportación tendría %{count} reclamaciones, más de las %{max} permitidas. Acote la búsqueda e inténtelo de nuevo.',
            notFound: 'No hay ninguna reclamación con el id %{id}.',
            npi: '"%{parameter}" debe ser un NPI: 10 dígitos que empiezan por 1 o 2, con dígito de control válido ("%{value}" no lo es).',
            rangeOrder: '"%{parameter}": el inicio del intervalo es posterior a su final.',
            amount: '"%{parameter}" debe ser un importe de 0 o más.',
            code: '"%{parameter}" debe ser un código de letras, dígitos y puntos, como 99213 o E11.9 ("%{value}" no lo es).',
            day: '"%{parameter}" debe ser una fecha como 2026-05-01 ("%{value}" no lo es).',
            hiddenFilter: 'El filtro "%{key}" lee %{fields}, que su rol no recibe.',
            hiddenSort: 'No se pueden ordenar las reclamaciones por "%{field}": su rol no recibe ese campo.',
            stale: 'Otra persona cambió la reclamación %{number} después de que usted la abriera. Se muestran sus valores actuales: revíselos y guarde de nuevo.',
            codeFormat: {
                carc: '"%{parameter}" debe ser un código de motivo de ajuste (CARC): hasta 3 dígitos, o una letra y hasta 2 dígitos, como 45, 253 o B7 ("%{value}" no lo es).',
                rarc: '"%{parameter}" debe ser un código de observación (RARC): M, MA o N y hasta 3 dígitos, como M15, MA01 o N130 ("%{value}" no lo es).',
                ncpdp: '"%{parameter}" debe ser un código de rechazo NCPDP: 2 o 3 letras o dígitos, como 75, N1 o 569 ("%{value}" no lo es).',
            },
            sheet: 'Reclamaciones',
            import: {
                x12Broken: 'Este archivo X12 está mal formado: %{detail}',
                notRemittance: 'Este archivo X12 contiene una transacción %{type}, no una remesa 835.',
                noClaims: 'Este archivo 835 no contiene ningún pago de reclamación (CLP).',
                tooManyClaims:
                    'Este archivo contiene más de %{max} reclamaciones, el máximo de una importación. Divídalo en varios archivos.',
                tooManySegments:
                    'Esta remesa tiene más de %{max} segmentos, el máximo que lee una importación. Divídala en varios archivos.',
                x12NotHere:
                    'Las remesas X12 solo se importan en el escritorio de salud: aquí importe una hoja CSV o Excel de reclamaciones.',
                noFile: 'Envíe el archivo como multipart/form-data con una parte llamada "file".',
                tooLarge: 'El archivo supera los %{max} MB: divídalo e importe las partes.',
                claimNumberColumn:
                    'La hoja no tiene columna de número de reclamación: su fila de encabezado debe nombrar los campos, como los escribe una exportación.',
                x12Date: '%{segment}: "%{value}" no es una fecha (CCYYMMDD).',
                x12Amount: '%{element}: "%{value}" no es un importe.',
                groupCode: 'El grupo de ajuste "%{value}" es desconocido; códigos de grupo: %{allowed}.',
                reasonCode:
                    'El motivo de ajuste "%{value}" no es un código de motivo de ajuste (CARC): hasta 3 dígitos, o una letra y hasta 2 dígitos, como 45, 253 o B7.',
                remarkCode:
                    'La observación "%{value}" no es un código de observación (RARC): M, MA o N y hasta 3 dígitos, como M15, MA01 o N130.',
                pcnMissing: 'El pago de la reclamación no tiene número de control del paciente (CLP01).',
                clp02: 'El estado de reclamación "%{value}" (CLP02) es desconocido; códigos: %{allowed}.',
                npi: '"%{value}" no es un NPI (10 dígitos con un dígito de control válido).',
                unbalanced: 'No cuadra: facturado %{billed} ≠ pagado %{paid} + ajustes %{adjusted}.',
                ambiguous:
                    'Varias reclamaciones tienen el número de control del paciente %{value}: envíe el número de reclamación del pagador (CLP07).',
                missing: 'Una reclamación nueva necesita %{fields}.',
                status: '"%{value}" no es un estado de este escritorio.',
                paidOverBilled: 'Lo pagado (%{paid}) supera lo facturado (%{billed}).',
                date: '%{column}: "%{value}" no es una fecha como 2026-05-01.',
                money: '%{column}: "%{value}" no es un importe de 0 o más.',
                code: '%{column}: "%{value}" no es uno de los códigos de este campo.',
                formulaStart: '%{column}: "%{value}" se ejecutaría como fórmula en una hoja de cálculo.',
                formula: '%{column}: una fórmula (%{formula}) en lugar de un valor.',
                cellError: '%{column}: la celda contiene un error (%{value}).',
                claimNumberMissing: 'La fila no tiene número de reclamación.',
                otherParties:
                    'Indica otras partes que las de la reclamación %{claim} (%{fields}): una importación nunca pasa una reclamación a otro pagador, proveedor, paciente u organización. No se cambió nada de esta reclamación.',
            },
        },
        auditExport: {
            tooLarge:
                'La exportación tendría %{count} filas, más de las %{max} permitidas. Restrinja el filtro e inténtelo de nuevo.',
            sheet: 'Registro de auditoría',
            columns: {
                time: 'Hora (UTC)',
                user: 'Usuario',
                role: 'Rol',
                action: 'Acción',
                targetType: 'Tipo de objeto',
                targetId: 'Id del objeto',
                outcome: 'Resultado',
                reason: 'Motivo',
                address: 'Dirección',
                userAgent: 'Agente de usuario',
                changes: 'Cambios',
            },
        },
        notFound: 'No hay nada en %{path}.',
        forbidden: 'No tiene permiso para realizar esta acción.',
        tooManyRequests: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
        budgetsUnavailable:
            'El portal no puede comprobar ahora sus límites de solicitudes, así que las solicitudes de cuenta están en pausa. No se ha cambiado nada; inténtelo de nuevo en unos minutos.',
        internal: 'Se ha producido un error en el servidor. Inténtelo de nuevo.',
    },
    tenancy: serverTenancyEs.tenancy,
    mail: {
        ...serverTenancyEs.tenancyMail,
        registrationAttempt: {
            subject: 'Ya hay una cuenta de %{product} con esta dirección',
            body: 'Hola, %{name}:\n\nAlguien pidió una cuenta nueva de %{product} con esta dirección de correo, que ya usa su cuenta %{username}, así que no se creó ninguna cuenta.\n\nSi fue usted, inicie sesión como %{username} o use "¿Olvidó su contraseña?" en la página de inicio de sesión:\n\n%{link}\n\nSi no fue usted, ignore este correo: nada ha cambiado.',
        },
        signature: 'El equipo de %{product}',
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
    ...serverRolePagesEs,
    ...serverChecklistEs,
    ...serverPublicDirectoryEs,
    ...serverClaimActionsEs,
};
