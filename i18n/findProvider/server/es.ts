import type { findProviderServerEn } from './en';
import type { Catalog } from '../../types';

/** Textos en español de la API FHIR del directorio público de proveedores: rechazos y avisos (OperationOutcome). */
export const findProviderServerEs: Catalog<typeof findProviderServerEn> = {
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
    directoryPublication: {
        templateMapped:
            'La tabla se publica según su plantilla (%{template}): aquí solo se asignan tablas creadas en blanco o desde una hoja de cálculo.',
        unknownElement: '%{element} no es un elemento de un listado de tipo %{kind}.',
        unknownColumn: 'La columna %{column} elegida para %{element} no es una columna de esta tabla.',
        incompatibleType:
            'La columna %{column} contiene valores de tipo %{type} y no puede alimentar %{element}, que necesita una columna de tipo %{expected}.',
        requiredMissing: 'Un listado de tipo %{kind} necesita una columna para %{element}.',
    },
};
