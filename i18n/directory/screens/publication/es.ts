/** Textos en español de la publicación de una tabla del directorio en el directorio público (la configuración de la tabla). */
export const directoryPublicationEs = {
    button: 'Directorio público',
    title: 'Directorio público: %{name}',
    byTemplate:
        'Esta tabla se publica según su plantilla (%{kind}): cada columna alimenta el elemento del listado del mismo nombre.',
    intro: 'Elija qué tipo de listado es cada fila y la columna que alimenta cada elemento. Las columnas no elegidas nunca salen del portal.',
    kind: 'Tipo de listado',
    notPublished: 'No publicada',
    noColumn: 'Ninguna columna',
    required: '%{element} (obligatorio)',
    kinds: {
        practitioner: 'Profesional (Practitioner y PractitionerRole)',
        organization: 'Organización',
        location: 'Ubicación',
        pharmacy: 'Farmacia (Organization, Location y HealthcareService)',
        network: 'Red (Network e InsurancePlan)',
    },
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'El directorio público ya sirve esta tabla según la asignación.',
    withdrawn: 'La tabla ya no está en el directorio público.',
};
