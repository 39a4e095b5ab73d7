import type { findProviderEn } from './en';
import type { Catalog } from '../types';

/** Textos en español de la página pública Buscar un proveedor. */
export const findProviderEs: Catalog<typeof findProviderEn> = {
    title: 'Buscar un proveedor',
    intro: 'Busque los proveedores de nuestras redes. No necesita cuenta.',
    search: {
        label: 'Buscar un proveedor',
        name: 'Nombre',
        nameHelp: 'Nombre o apellido',
        specialty: 'Especialidad',
        specialtyHelp: 'Por ejemplo Family Medicine o Pediatrics',
        place: 'Código postal o ciudad',
        network: 'Red',
        anyNetwork: 'Cualquier red',
        acceptingNew: 'Acepta pacientes nuevos',
        submit: 'Buscar',
    },
    results: {
        label: 'Resultados de la búsqueda',
        count: 'Se encontró un proveedor |||| Se encontraron %{smart_count} proveedores',
        none: 'Ningún proveedor coincide con esta búsqueda. Pruebe con menos palabras u otro lugar.',
        loading: 'Buscando…',
        previous: 'Página anterior',
        next: 'Página siguiente',
        details: 'Detalles de %{name}',
        failed: 'No se pudo acceder al directorio. Compruebe su conexión e inténtelo de nuevo.',
    },
    listing: {
        back: 'Volver a los resultados',
        specialty: 'Especialidad',
        practice: 'Consultorio',
        address: 'Dirección',
        phone: 'Teléfono',
        email: 'Correo electrónico',
        website: 'Sitio web',
        networks: 'Redes',
        languages: 'Idiomas',
        acceptingPatients: 'Pacientes nuevos',
        lastUpdated: 'Última actualización del listado',
        notFound: 'Este listado ya no está en el directorio.',
        reportError: 'Informar de un error en este listado',
        reportHelp: '¿Algo incorrecto o desactualizado? Díganoslo o llame al %{phone}.',
    },
    accepting: {
        newpt: 'Acepta pacientes nuevos',
        existptonly: 'Solo pacientes actuales',
        existptfam: 'Pacientes actuales y sus familias',
        nopt: 'No acepta pacientes',
    },
};
