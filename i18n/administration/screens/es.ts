import type { Catalog } from '../../types';
import type { administrationScreensEn } from './en';

/** Screen texts of administration: the users and the access matrix. (es) */
export const administrationScreensEs: Catalog<typeof administrationScreensEn> = {
    users: {
        fields: {
            fullName: 'Nombre completo',
            username: 'Usuario',
            email: 'Correo electrónico',
            role: 'Rol',
            orgType: 'Tipo de organización',
            organisation: 'Organización',
            providerId: 'ID de proveedor (NPI)',
            planName: 'Plan de salud',
            status: 'Estado',
            lastLoginAt: 'Último inicio de sesión',
            liveSessions: 'Sesiones activas',
            createdAt: 'Creado',
            lastLoginAfter: 'Inició sesión después de',
            lastLoginBefore: 'Inició sesión antes de',
        },
        status: {
            pending: 'Pendiente',
            active: 'Activa',
            locked: 'Bloqueada',
            disabled: 'Desactivada',
        },
        never: 'nunca',
        back: 'Todos los perfiles de usuario',
        actions: {
            label: 'Acciones de la cuenta',
            activate: 'Activar',
            lock: 'Bloquear',
            unlock: 'Desbloquear',
            disable: 'Desactivar',
            enable: 'Reactivar',
            sendReset: 'Enviar correo para restablecer la contraseña',
        },
        confirm: {
            activate: {
                title: '¿Activar la cuenta de %{name}?',
                content: 'El usuario podrá iniciar sesión a partir de ahora.',
            },
            lock: {
                title: '¿Bloquear la cuenta de %{name}?',
                content:
                    'Se cerrará la sesión del usuario y no podrá iniciar sesión hasta que se desbloquee la cuenta.',
            },
            unlock: {
                title: '¿Desbloquear la cuenta de %{name}?',
                content: 'El usuario podrá volver a iniciar sesión.',
            },
            disable: {
                title: '¿Desactivar la cuenta de %{name}?',
                content: 'Se cerrará la sesión del usuario y no podrá iniciar sesión hasta que se reactive la cuenta.',
            },
            enable: {
                title: '¿Reactivar la cuenta de %{name}?',
                content: 'El usuario podrá volver a iniciar sesión.',
            },
            sendReset: {
                title: '¿Enviar a %{name} un correo para restablecer la contraseña?',
                content:
                    'El usuario recibirá un enlace, válido durante una hora, para elegir una nueva contraseña. Mientras tanto, la contraseña actual sigue funcionando.',
            },
        },
        statusChanged: 'Estado de la cuenta de %{name}: %{status}',
        sessions: {
            title: 'Sesiones',
            endAll: 'Finalizar todas las sesiones',
            endAllTitle: '¿Finalizar todas las sesiones de %{name}?',
            endAllContent:
                'Todas las sesiones activas de esta cuenta finalizan ahora. El usuario deberá iniciar sesión de nuevo.',
            endedOne: 'La sesión ha finalizado.',
            alreadyEnded: 'La sesión ya había finalizado.',
            endedMany: '%{smart_count} sesión finalizada |||| %{smart_count} sesiones finalizadas',
            none: 'No hay sesiones registradas para este usuario.',
        },
        trail: 'Registro de auditoría de este usuario',
    },
    access: {
        note: 'Los cambios se aplican de inmediato en el servidor. El menú de un rol se actualiza cuando sus usuarios abren la siguiente página.',
        screen: 'Pantalla',
        mainMenu: 'Menú principal',
        changed: 'modificado',
        changedHint: 'Distinto del valor predeterminado: %{state}',
        allowed: 'permitido',
        denied: 'no permitido',
        reset: 'Restablecer el valor predeterminado',
        toggle: '%{role}: %{screen}',
        lockedAdmin: 'Los administradores siempre abren todas las pantallas; su acceso no se puede cambiar.',
        lockedScreen: 'El acceso a esta pantalla lo fija el portal y no se puede cambiar.',
        saved: '%{role}: %{screen} ahora está %{state}.',
    },
};
