/** Spanish server texts of the directory team's work: refusals and e-mails about changes to listings (the dashboard export is titled with its screen's texts). */
export const directoryChangesServerEs = {
    directoryChanges: {
        errors: {
            unknownColumn: 'La tabla no tiene la columna "%{field}".',
            nothingAsked: 'Indique qué debe cambiar: al menos un valor corregido o una nota.',
            notFound: 'Este cambio no existe o no corresponde a una tabla de la que usted responde.',
            decided: 'Este cambio ya se ha resuelto.',
            adminOnly: 'Solo un administrador asigna una tabla del directorio a un plan de salud.',
            notAHealthPlan: 'Una tabla del directorio solo puede asignarse a una organización de plan de salud.',
        },
        memberAnswer: {
            applied: 'Gracias: hemos corregido el listado que nos indicó.',
            rejected: 'Gracias por su aviso. Revisamos el listado y no lo modificamos: %{reason}',
        },
        mail: {
            applied: {
                subject: '%{product}: se actualizó su listado en el directorio',
                body: 'Hola, %{name}:\n\nSe aplicó un cambio a su listado del directorio "%{listing}".\n\nVea su listado: %{link}',
            },
            rejected: {
                subject: '%{product}: no se hizo un cambio en su listado del directorio',
                body: 'Hola, %{name}:\n\nNo se hizo un cambio solicitado en su listado del directorio "%{listing}": %{reason}\n\nVea su listado: %{link}',
            },
        },
    },
};
