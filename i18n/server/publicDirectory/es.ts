import type { serverPublicDirectoryEn } from './en';
import type { Catalog } from '../../types';

/** Textos en español de la API FHIR del directorio público de proveedores: rechazos y avisos (OperationOutcome). */
export const serverPublicDirectoryEs: Catalog<typeof serverPublicDirectoryEn> = {
    fhir: {
        unknownType: 'Este servidor no tiene el tipo de recurso "%{type}". Sirve los tipos de Plan-Net: %{types}.',
        unknownPath: 'No hay nada en %{path}. Empiece por /fhir/metadata.',
        notFound: '%{resource} no está en el directorio de proveedores.',
        gone: '%{resource} se retiró del directorio de proveedores.',
        versionNotFound: 'La versión %{version} de %{resource} no se conserva: su versión actual es %{current}.',
        readOnly: 'El directorio de proveedores es de solo lectura: %{method} no está permitido.',
        badDate:
            'El valor "%{value}" de %{parameter} no es una fecha: indique AAAA, AAAA-MM, AAAA-MM-DD o una fecha y hora con su zona horaria, opcionalmente tras eq, ne, gt, lt, ge, le, sa o eb.',
        badCount: '_count debe ser un número entero de 0 a %{max}, no "%{value}".',
        badCursor: 'La posición de página "%{value}" no es válida: siga los enlaces next y previous de una búsqueda.',
        badModifier: 'El modificador :%{modifier} no se puede usar con %{parameter}.',
        badMissing: 'El valor de %{parameter}:missing debe ser true o false.',
        badReference: 'El valor "%{value}" de %{parameter} no es una referencia: indique Tipo/id o un id.',
        ignoredParameter: 'El parámetro de búsqueda %{parameter} no se admite aquí y se ignoró.',
        ignoredInclude: '%{parameter}=%{value} no se admite aquí y se ignoró.',
        tooManyRequests: 'Demasiadas solicitudes desde su dirección: inténtelo de nuevo después de %{retryAt}.',
        unexpected: 'El directorio de proveedores no pudo responder por un fallo inesperado. Inténtelo más tarde.',
    },
};
