import type { Catalog } from '../types';
import type { rolePagesEn } from './en';

/** Textos en español de las páginas con las que trabaja cada rol. */
export const rolePagesEs: Catalog<typeof rolePagesEn> = {
    connect: {
        yourConnections: 'Sus conexiones',
        allConnections: 'Todas las conexiones',
        find: 'Buscar una organización con la que conectar',
        search: 'Nombre o NPI',
        searchName: 'Nombre',
        orgType: 'Tipo',
        anyType: 'Cualquier tipo',
        state: 'Estado',
        stateHelp: 'Dos letras, p. ej. IL',
        noMatches: 'Ninguna organización coincide.',
        cannotRequest: 'Su rol no solicita conexiones: las ve todas y puede terminar cualquiera.',
        notConnecting:
            'Su rol no participa en las conexiones: aquí no hay nada que requiera su intervención. En este portal conectan: %{pairs}.',
        organisation: 'Organización',
        kind: 'Tipo de conexión',
        status: 'Situación',
        requestedAt: 'Solicitada',
        updatedAt: 'Último cambio',
        allStatuses: 'Todas',
        none: 'Todavía no hay conexiones.',
        open: 'Abrir',
        request: 'Solicitar conexión',
        requestTitle: 'Solicitar una conexión con %{organisation}',
        message: 'Mensaje (opcional)',
        sendRequest: 'Enviar solicitud',
        requestSent: 'Solicitud enviada a %{organisation}.',
        alreadyOpen: 'Solicitada o activa: %{kinds}',
        npi: 'NPI %{npi}',
        between: '%{from} y %{to}',
        details: 'Conexión: %{organisation}',
        history: 'Historial y mensajes',
        writeMessage: 'Escriba un mensaje',
        sendMessage: 'Enviar mensaje',
        messageSent: 'Mensaje enviado.',
        reason: 'Motivo',
        reasonRequired: 'Indique por qué rechaza: la otra parte lo leerá.',
        endReason: 'Motivo (opcional)',
        close: 'Cerrar',
        cancel: 'Cancelar',
        respondedAt: 'Respondida',
        endedAt: 'Terminada',
        events: {
            requested: '%{actor} solicitó la conexión',
            accepted: '%{actor} aceptó la solicitud',
            declined: '%{actor} rechazó la solicitud',
            ended: '%{actor} terminó la conexión',
            message: '%{actor} escribió',
        },
        kinds: {
            network_participation: 'Participación en la red',
            data_sharing: 'Intercambio de datos de reclamaciones y elegibilidad',
            patient_support: 'Programa de apoyo al paciente',
            prior_authorization: 'Ayuda con autorizaciones previas',
            samples: 'Muestras',
            claims_handling: 'Gestión de reclamaciones',
        },
        statuses: {
            requested: 'Solicitada',
            active: 'Activa',
            declined: 'Rechazada',
            ended: 'Terminada',
        },
        actions: {
            accept: 'Aceptar',
            decline: 'Rechazar',
            end: 'Terminar',
        },
        done: {
            accept: 'Conexión aceptada.',
            decline: 'Solicitud rechazada.',
            end: 'Conexión terminada.',
        },
    },
    supportPage: {
        callTitle: 'Llámenos',
        hours: {
            healthcare:
                'De lunes a viernes, de 8:00 a 20:00, hora del este de EE. UU. Problemas urgentes de conexión con farmacias: todos los días, a cualquier hora.',
            claims: 'De lunes a viernes, de 8:00 a 20:00, hora del este de EE. UU. Siniestros urgentes (carga en riesgo, inspección inmediata): todos los días, a cualquier hora.',
        },
        faqTitle: 'Preguntas frecuentes',
        faqSearch: 'Buscar en las preguntas',
        faqNone: 'Ninguna pregunta coincide con «%{query}». Escríbanos con el formulario.',
        contactTitle: 'Escríbanos',
        sent: 'Enviando…',
    },
    faq: {
        all: {
            password: {
                question: '¿Cómo cambio mi contraseña?',
                answer: 'Abra Perfil de usuario en la barra superior y use Cambiar contraseña. Las demás sesiones de su cuenta terminan al cambiarla.',
            },
            language: {
                question: '¿Cómo cambio el idioma del portal?',
                answer: 'Use el menú de idioma de la barra superior. El portal y sus correos siguen su elección.',
            },
            authenticator: {
                question: '¿Cómo protejo mi cuenta con una aplicación de autenticación?',
                answer: 'En Perfil de usuario, elija Configurar autenticador, escanee el código con la aplicación e introduzca los 6 dígitos que muestra. Guarde los códigos de recuperación en un lugar seguro.',
            },
        },
        provider: {
            connect: {
                question: '¿Cómo me uno a la red de un plan de salud?',
                answer: 'Abra Conectar, busque el plan por nombre o estado y solicite una conexión de participación en la red. El plan responde en el portal y usted recibe un correo.',
            },
            npi: {
                question: 'Los datos de mi NPI son incorrectos. ¿Qué hago?',
                answer: 'El portal lee los datos de su NPI del registro nacional (NPPES). Corríjalos allí; el portal mostrará los nuevos datos tras su próxima actualización del registro.',
            },
        },
        healthplan: {
            requests: {
                question: '¿Dónde respondo a las solicitudes de conexión de los proveedores?',
                answer: 'Inicio muestra las solicitudes que le esperan; Conectar muestra todas las conexiones. Acepte, o rechace con un motivo que el proveedor leerá.',
            },
            denials: {
                question: '¿Dónde veo mis motivos de denegación?',
                answer: 'El panel muestra sus reclamaciones por estado y los motivos de denegación más frecuentes del periodo elegido.',
            },
        },
        pharma: {
            programmes: {
                question: '¿Cómo se unen las consultas a nuestro programa de apoyo al paciente?',
                answer: 'Las consultas solicitan una conexión al programa desde Conectar. Usted acepta o rechaza cada solicitud y puede terminar una conexión activa en cualquier momento.',
            },
        },
        admin: {
            endConnection: {
                question: '¿Puedo terminar una conexión entre dos organizaciones?',
                answer: 'Sí: los administradores ven todas las conexiones en Conectar y pueden terminar cualquiera. Ambas partes reciben un correo y el cambio queda en la auditoría.',
            },
            users: {
                question: '¿Cómo desbloqueo a un usuario?',
                answer: 'Abra Perfiles de usuario, busque al usuario y elija Desbloquear. El cambio queda registrado en la auditoría.',
            },
        },
        editor: {
            content: {
                question: '¿Qué puede cambiar un editor?',
                answer: 'Los editores mantienen al día el contenido de reclamaciones. Pida a un administrador las pantallas que no vea en el menú.',
            },
        },
        claims_adjuster: {
            forwarders: {
                question: '¿Cómo trabajo con las reclamaciones de un transitario?',
                answer: 'Acepte la solicitud de conexión del transitario en Conectar. Sus reclamaciones llegarán entonces a su consulta de reclamaciones y a su panel.',
            },
        },
        freight_forwarder: {
            insurers: {
                question: '¿Cómo envío reclamaciones a una aseguradora?',
                answer: 'Solicite en Conectar una conexión de reclamaciones con el equipo de siniestros de la aseguradora. Cuando la acepten, sus reclamaciones les llegarán.',
            },
        },
    },
};
