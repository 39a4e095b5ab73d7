import type { Catalog } from '../../types';
import type { administrationServerEn } from './en';

/** Server messages of administration: users, access, sessions, page views and the audit export. (es) */
export const administrationServerEs: Catalog<typeof administrationServerEn> = {
    server: {
        access: {
            screenLocked: 'No se puede cambiar el acceso a "%{screen}".',
            roleUnknown: 'No se puede cambiar el acceso del rol "%{role}".',
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
    },
};
