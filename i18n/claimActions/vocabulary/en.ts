/** The dispute vocabulary in English: shown on screens and written in e-mails, letters and exports. */
export const claimActionVocabularyEn = {
    types: {
        reconsideration: 'Reconsideration',
        appeal: 'Appeal',
    },

    reasons: {
        medical_necessity: 'Medical necessity',
        coding: 'Coding or bundling',
        authorization: 'Prior authorization',
        timely_filing: 'Timely filing',
        coordination_of_benefits: 'Coordination of benefits',
        underpayment: 'Underpayment',
        duplicate: 'Denied as a duplicate',
        other: 'Other',
    },

    statuses: {
        open: 'Open',
        documents_requested: 'Documents requested',
        decided: 'Decided',
    },

    cargo: {
        modes: { road: 'Road', rail: 'Rail', ocean: 'Ocean', air: 'Air' },
        events: { loss: 'Loss', damage: 'Damage', shortage: 'Shortage', delay: 'Delay' },
        deadlines: {
            carmack_claim: 'Written claim to the carrier within 9 months of delivery',
            carmack_suit: 'Suit within 2 years and a day of the carrier’s written declination',
            cogsa_suit: 'Suit within 1 year of delivery',
            montreal_damage: 'Written complaint to the carrier within 14 days of receipt',
            montreal_delay:
                'Written complaint to the carrier within 21 days of the cargo being placed at your disposal',
        },
        states: {
            waiting: 'Starts when the carrier declines in writing',
            open: 'In time',
            due_soon: 'Due soon',
            last_day: 'Last day today: still in time',
            passed: 'Passed',
        },
        checklist: {
            bill_of_lading: 'Bill of lading',
            air_waybill: 'Air waybill',
            commercial_invoice: 'Commercial invoice',
            packing_list: 'Packing list',
            delivery_receipt_exception: 'Delivery receipt with the exception noted',
            survey_report: 'Survey report',
            photos: 'Photos',
        },
        amount: {
            amountRequired:
                'A claim must ask for a specified or determinable amount of money (49 CFR 370.3(b)); without one the carrier need not treat it as a claim. Enter the amount claimed.',
            amountPositive: 'The amount claimed must be more than zero.',
            currencyRequired: 'Choose the currency of the amount claimed.',
        },
    },

    attachmentCodes: {
        '18842-5': 'Discharge summary',
        '11506-3': 'Progress note',
        '34117-2': 'History and physical note',
        '11488-4': 'Consult note',
        '28570-0': 'Procedure note',
        '11504-8': 'Surgical operation note',
        '18748-4': 'Diagnostic imaging study',
        '11502-2': 'Laboratory report',
        '18776-5': 'Plan of care note',
        '57133-1': 'Referral note',
    },
};
