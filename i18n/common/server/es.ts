import type { Catalog } from '../../types';
import type { commonServerEn } from './en';

/** Server messages every area shares (es). */
export const commonServerEs: Catalog<typeof commonServerEn> = {
    server: {
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
        notFound: 'No hay nada en %{path}.',
        forbidden: 'No tiene permiso para realizar esta acción.',
        tooManyRequests: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
        budgetsUnavailable:
            'El portal no puede comprobar ahora sus límites de solicitudes, así que las solicitudes de cuenta están en pausa. No se ha cambiado nada; inténtelo de nuevo en unos minutos.',
        internal: 'Se ha producido un error en el servidor. Inténtelo de nuevo.',
    },
    mail: {
        signature: 'El equipo de %{product}',
    },
};
