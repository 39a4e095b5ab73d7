/** The dispute vocabulary in Spanish: shown on screens and written in e-mails, letters and exports. */
export const claimActionVocabularyEs = {
    types: {
        reconsideration: 'Reconsideración',
        appeal: 'Apelación',
    },

    reasons: {
        medical_necessity: 'Necesidad médica',
        coding: 'Codificación o agrupación',
        authorization: 'Autorización previa',
        timely_filing: 'Plazo de presentación',
        coordination_of_benefits: 'Coordinación de beneficios',
        underpayment: 'Pago insuficiente',
        duplicate: 'Denegada por duplicada',
        other: 'Otro',
    },

    statuses: {
        open: 'Abierta',
        documents_requested: 'Documentos solicitados',
        decided: 'Decidida',
    },

    cargo: {
        modes: { road: 'Carretera', rail: 'Ferrocarril', ocean: 'Marítimo', air: 'Aéreo' },
        events: { loss: 'Pérdida', damage: 'Daño', shortage: 'Faltante', delay: 'Retraso' },
        deadlines: {
            carmack_claim: 'Reclamación escrita al transportista dentro de los 9 meses siguientes a la entrega',
            carmack_suit: 'Demanda dentro de 2 años y un día desde el rechazo escrito del transportista',
            cogsa_suit: 'Demanda dentro de 1 año desde la entrega',
            montreal_damage: 'Protesta escrita al transportista dentro de los 14 días siguientes a la recepción',
            montreal_delay:
                'Protesta escrita al transportista dentro de los 21 días desde que la carga se puso a su disposición',
        },
        states: {
            waiting: 'Empieza cuando el transportista rechace por escrito',
            open: 'En plazo',
            due_soon: 'Vence pronto',
            last_day: 'Hoy es el último día: aún en plazo',
            passed: 'Vencido',
        },
        checklist: {
            bill_of_lading: 'Conocimiento de embarque',
            air_waybill: 'Guía aérea',
            commercial_invoice: 'Factura comercial',
            packing_list: 'Lista de empaque',
            delivery_receipt_exception: 'Comprobante de entrega con la salvedad anotada',
            survey_report: 'Informe de peritaje',
            photos: 'Fotografías',
        },
        amount: {
            amountRequired:
                'Una reclamación debe pedir una cantidad de dinero determinada o determinable (49 CFR 370.3(b)); sin ella el transportista no tiene que tratarla como reclamación. Indique el importe reclamado.',
            amountPositive: 'El importe reclamado debe ser mayor que cero.',
            currencyRequired: 'Elija la moneda del importe reclamado.',
        },
    },

    attachmentCodes: {
        '18842-5': 'Resumen de alta',
        '11506-3': 'Nota de evolución',
        '34117-2': 'Historia clínica y exploración física',
        '11488-4': 'Nota de interconsulta',
        '28570-0': 'Nota de procedimiento',
        '11504-8': 'Nota operatoria',
        '18748-4': 'Estudio de diagnóstico por imagen',
        '11502-2': 'Informe de laboratorio',
        '18776-5': 'Nota del plan de atención',
        '57133-1': 'Nota de derivación',
    },
};
