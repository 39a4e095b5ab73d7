import type { Catalog } from '../../../types';
import type { homePagesEn } from './en';

/** Textos en español de Inicio (lo que requiere atención) y de la lista de primeros pasos. */
export const homePagesEs: Catalog<typeof homePagesEn> = {
    home: {
        heading: 'Lo que requiere su atención',
        allClear: 'Ahora mismo nada requiere su atención.',
        requests: {
            title: 'Solicitudes de conexión por responder',
            item: '%{organisation} solicita una conexión de «%{kind}» (%{name})',
            answer: 'Responder',
            answerLabel: 'Responder a la solicitud de %{organisation}: %{kind}',
            awaiting: 'Solicitudes enviadas que aún esperan respuesta: %{count}',
            none: 'Ninguna solicitud de conexión espera su respuesta.',
            openConnect: 'Abrir Conectar',
        },
        listing: {
            title: 'Su ficha en el directorio',
            due: 'La única fila de su ficha no se confirmó en los últimos 90 días. |||| %{due} de las %{smart_count} filas de su ficha no se confirmaron en los últimos 90 días.',
            current:
                'Su ficha está confirmada: su fila se verificó en los últimos 90 días. |||| Su ficha está confirmada: sus %{smart_count} filas se verificaron en los últimos 90 días.',
            review: 'Revisar mi ficha',
        },
        checklist: {
            title: 'Primeros pasos',
            progress: '%{done} de %{total} pasos hechos',
            next: 'Siguiente: %{step}',
            open: 'Continuar con los primeros pasos',
        },
        claims: {
            title: 'Actividad reciente de reclamaciones',
            week: 'Reclamaciones cuyo estado cambió en los últimos 7 días: %{count}',
            none: 'Ninguna de sus reclamaciones cambió recientemente.',
            claim: 'Reclamación',
            status: 'Estado',
            billed: 'Facturado',
            changed: 'Cambio',
            openClaim: 'Abrir la reclamación %{number}',
            openQuery: 'Abrir la consulta de reclamaciones',
        },
    },
    gettingStarted: {
        intro: 'Lo primero que hacer en el portal como %{role}. El portal marca la mayoría de los pasos a medida que los hace; marque usted los demás.',
        progress: '%{done} de %{total} pasos hechos',
        progressLabel: 'Progreso de los primeros pasos',
        complete: 'Todo hecho. Puede guardar esta lista; seguirá en esta página si la necesita.',
        dismiss: 'Guardar la lista',
        dismissed: 'Guardó la lista: Inicio ya no la menciona.',
        showAgain: 'Volver a mostrarla en Inicio',
        go: 'Ir',
        goLabel: '%{step}: ir',
        markDone: 'Marcar como hecho',
        markUndone: 'Marcar como no hecho',
        markDoneLabel: 'Marcar como hecho: %{step}',
        markUndoneLabel: 'Marcar como no hecho: %{step}',
        done: 'Hecho',
        todo: 'Por hacer',
        automatic: 'El portal marca este paso cuando está hecho',
        manual: 'Este paso lo marca usted',
        steps: {
            confirmNpi: {
                title: 'Confirme los datos de su NPI',
                help: 'Compruebe que la entrada del registro NPI corresponde a usted y a su consulta.',
            },
            completeProfile: {
                title: 'Complete su perfil',
                help: 'Nombre, correo electrónico y nombre de la organización rellenados.',
                helpPlan: 'Nombre, correo electrónico, nombre de la organización y nombre del plan rellenados.',
            },
            secondFactor: {
                title: 'Configure la aplicación de autenticación',
                help: 'Al iniciar sesión se pedirá además de la contraseña un código de su teléfono.',
            },
            connectPlan: {
                title: 'Conéctese con un plan de salud',
                help: 'Solicite una conexión con un plan, de participación en la red o de intercambio de datos.',
            },
            connectProvider: {
                title: 'Conéctese con un proveedor',
                help: 'Solicite o acepte una conexión con una consulta.',
            },
            connectAdjuster: {
                title: 'Conéctese con el equipo de reclamaciones de una aseguradora',
                help: 'Solicite una conexión de gestión de reclamaciones con un ajustador.',
            },
            connectForwarder: {
                title: 'Conéctese con un transitario',
                help: 'Solicite o acepte una conexión de gestión de reclamaciones con un transitario.',
            },
            verifyListing: {
                title: 'Verifique su ficha en el directorio',
                help: 'Confirme las filas del directorio con su NPI; deben confirmarse cada 90 días.',
            },
            searchClaims: {
                title: 'Busque sus reclamaciones',
                help: 'Haga una primera búsqueda en la consulta de reclamaciones.',
            },
            saveSearch: { title: 'Guarde una búsqueda', help: 'Guarde con un nombre una búsqueda que use a menudo.' },
            createTable: {
                title: 'Cree una tabla del directorio',
                help: 'El directorio de proveedores necesita al menos una tabla.',
            },
            reviewAccess: {
                title: 'Revise quién abre cada pantalla',
                help: 'Compruebe el acceso de cada rol en la página Acceso.',
            },
            readSupport: {
                title: 'Sepa dónde pedir ayuda',
                help: 'Lea la página de Soporte: el teléfono, el horario y las preguntas más frecuentes.',
            },
        },
    },
};
