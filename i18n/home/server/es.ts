/** Server messages of the role pages: the getting-started checklist, the contact form and the dashboard (es). */
export const homeServerEs = {
    checklist: {
        notYourStep: 'Este paso no está en la lista de su rol.',
        derived: '«%{step}» se completa haciéndolo en el portal: no se puede marcar a mano.',
        unfinished: 'Complete todos los pasos antes de guardar la lista.',
    },
    server: {
        contact: {
            received: 'Hemos recibido su solicitud. Nos pondremos en contacto con usted lo antes posible.',
            emailInvalid:
                'El campo "%{field}" debe ser una dirección de correo electrónico, por ejemplo nombre@example.com.',
            throttled:
                'Ha enviado demasiadas solicitudes de contacto. Inténtelo de nuevo después de las %{time} UTC (dentro de %{smart_count} minuto). |||| Ha enviado demasiadas solicitudes de contacto. Inténtelo de nuevo después de las %{time} UTC (dentro de %{smart_count} minutos).',
            deliveryFailed:
                'Su solicitud quedó registrada, pero no se pudo enviar por correo electrónico a nuestro equipo de soporte. Llame al soporte al %{phone}.',
        },
        dashboard: {
            period: '"%{field}" debe ser 7, 30 o 90 (días), no "%{value}".',
        },
    },
};
