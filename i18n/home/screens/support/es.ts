import type { Catalog } from '../../../types';
import type { homeSupportEn } from './en';

/** Textos en español de las páginas con las que trabaja cada rol. */
export const homeSupportEs: Catalog<typeof homeSupportEn> = {
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
