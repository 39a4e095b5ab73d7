import type { Catalog } from '../../../types';
import type { serverCargoHandlingEn } from './en';

/** Spanish server texts of cargo claim handling. */
export const serverCargoHandlingEs: Catalog<typeof serverCargoHandlingEn> = {
    acknowledgeFirst: 'La reclamación %{number} aún no tiene acuse de recibo: acuse recibo antes de %{step}.',
    alreadyAcknowledged: 'Ya se acusó recibo de la reclamación %{number}.',
    notAllowed: 'La reclamación %{number} está %{status}: ahora no puede %{step}.',
    payMoreThanClaimed: 'El importe pagado no puede superar el importe reclamado (%{claimed}).',
    steps: {
        acknowledge: 'acusar recibo',
        request_documents: 'pedir documentos',
        survey: 'registrar un peritaje',
        reserve: 'fijar la reserva',
        pay: 'pagarla',
        decline: 'rechazarla',
        recovery: 'pasarla a recobro',
    },
    statuses: {
        reported: 'declarada',
        documents_requested: 'a la espera de documentos',
        under_survey: 'en peritaje',
        adjusted: 'liquidada',
        paid: 'pagada',
        declined: 'rechazada',
        closed: 'cerrada',
        recovery: 'en recobro',
    },
    history: {
        filed: 'Reclamación presentada: %{mode}, %{event}, %{document}, %{amount} reclamados',
        acknowledge: 'Acuse de recibo por escrito de la reclamación',
        request_documents: 'Documentos solicitados: %{note}',
        survey: 'Informe de peritaje registrado',
        reserve: 'Reserva fijada',
        reserveChanged: 'Reserva modificada',
        pay: 'Reclamación pagada: %{amount}',
        decline: 'Reclamación rechazada: %{reason}',
        recovery: 'Pasada a recobro contra el transportista %{carrier}. %{note}',
    },
    mail: {
        acknowledge: {
            subject: 'Su reclamación %{number} ha sido acusada de recibo',
            body: 'Hola, %{name}:\n\nEl ajustador de la aseguradora, %{actor}, acusó recibo por escrito de su reclamación %{number} (%{document}) el %{day}. Debe pagarse o rechazarse antes del %{decideBy} (49 CFR 370.5(b)).',
        },
        request_documents: {
            subject: 'Documentos solicitados para su reclamación %{number}',
            body: 'Hola, %{name}:\n\nEl ajustador de la aseguradora, %{actor}, solicita documentos para su reclamación %{number} (%{document}):\n\n%{note}\n\nAñádalos a la reclamación en el portal.',
        },
        pay: {
            subject: 'Su reclamación %{number} ha sido pagada: %{amount}',
            body: 'Hola, %{name}:\n\nEl ajustador de la aseguradora, %{actor}, pagó su reclamación %{number} (%{document}): %{amount} de los %{claimed} reclamados.',
        },
        decline: {
            subject: 'Su reclamación %{number} ha sido rechazada',
            body: 'Hola, %{name}:\n\nEl ajustador de la aseguradora, %{actor}, rechazó su reclamación %{number} (%{document}):\n\n%{reason}%{suit}',
        },
        suitBy: 'Este es un rechazo por escrito: una demanda contra el transportista está en plazo hasta el %{day} (%{authority}).',
    },
};
