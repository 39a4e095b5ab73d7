/** Spanish server texts of member reports: refusals of staff-only calls, the human check, the answer's e-mail. */
export const directoryReportsServerEs = {
    directoryReports: {
        errors: {
            staffOnly:
                'Solo los administradores y el personal de los planes de salud atienden cambios y preguntas del directorio.',
            notFound: 'Esta pregunta no existe o no corresponde a una tabla de la que usted responde.',
            answered: 'Esta pregunta ya se ha respondido.',
            humanCheck: {
                malformed:
                    'Falta la verificación humana o está incompleta. Recargue la página y envíe el formulario de nuevo.',
                forged: 'La verificación humana no fue emitida por este sitio. Recargue la página y envíe el formulario de nuevo.',
                expired: 'La verificación humana caducó. Envíe el formulario de nuevo; se prepara una nueva.',
                unsolved: 'La verificación humana no se completó. Envíe el formulario de nuevo.',
                spent: 'Esta verificación humana ya se usó para otro mensaje. Envíe el formulario de nuevo.',
            },
        },
        mail: {
            subject: '%{product}: respuesta a su pregunta sobre nuestro directorio de proveedores',
            body: 'Hola:\n\nEl %{receivedOn} nos escribió:\n\n%{question}\n\nNuestra respuesta:\n\n%{answer}',
        },
    },
};
