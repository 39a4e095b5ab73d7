import { serverCargoHandlingEs } from './cargo/es';
import type { claimActionsServerEn } from './en';
import type { Catalog } from '../../types';
import { claimActionVocabularyEs } from '../vocabulary/es';

/** Spanish server texts of claim actions. */
export const claimActionsServerEs: Catalog<typeof claimActionsServerEn> = {
    claimActions: {
        documents: {
            noFile: 'Envíe el documento como multipart/form-data con una parte llamada "file".',
            empty: 'El archivo está vacío.',
            notAccepted:
                'Este archivo no es un documento que el portal guarde. Se aceptan: %{accepted}, reconocidos por su contenido, no por su nombre.',
            fileTooLarge: 'Un documento puede tener como máximo %{max} MB. No se guardó nada de este.',
            claimFull:
                'Los documentos de una reclamación pueden sumar como máximo %{max} MB y a esta le quedan %{left} MB. No se guardó nada de este.',
            notFound: 'Este documento no existe o no es de una reclamación que usted ve.',
        },
        disputes: {
            notFound: 'Esta disputa no existe o no es de una reclamación que usted ve.',
            notDisputable: 'Solo se puede disputar una reclamación denegada o pagada en parte; la %{number} no lo es.',
            alreadyOpen: 'La reclamación %{number} ya tiene una disputa sin decidir. Añada los documentos a esa.',
            decided: 'Esta disputa ya está decidida; no se le puede añadir nada.',
            exportTooLarge: 'La exportación tendría más de %{max} disputas. Restrinja el filtro e inténtelo de nuevo.',
        },
        cargoHandling: serverCargoHandlingEs,
        cargoFilings: {
            alreadyFiled: 'La reclamación %{number} ya se presentó; no puede presentarse de nuevo.',
            notFound: 'La reclamación %{number} aún no tiene una presentación de carga.',
            noOrganisation:
                'Su cuenta aún no pertenece a ninguna organización, y una reclamación se presenta en nombre de una. Pida al administrador del portal que la admita en la suya.',
        },
        requests: {
            duePast: 'La fecha límite no puede estar en el pasado.',
            notFound: 'Esta solicitud de documentos no existe en esta reclamación.',
        },
        ...claimActionVocabularyEs,
        outcomes: {
            upheld: 'Confirmada: la decisión original se mantiene',
            overturned: 'Revocada',
            partly_overturned: 'Revocada en parte',
        },
        history: {
            opened: 'Disputa abierta (%{type}): %{reason}',
            requested: 'Documentos solicitados para la disputa: %{note}',
            decided: 'Disputa decidida: %{outcome}',
            answered: 'Documentos recibidos para la disputa',
        },
        columns: {
            claimNumber: 'Reclamación',
            disputeType: 'Tipo',
            reason: 'Motivo',
            status: 'Estado',
            openedBy: 'Abierta por',
            openedAt: 'Abierta (UTC)',
            dueOn: 'Vence',
            overdue: 'Vencida',
            outcome: 'Resultado',
            decidedAt: 'Decidida (UTC)',
            planName: 'Plan',
            billingNpi: 'NPI de facturación',
        },
        yes: 'sí',
        no: 'no',
        mail: {
            footer: 'Abra la reclamación en el portal: %{link}',
            documentRequest: {
                subject: 'Documentos solicitados para la reclamación %{number}',
                body: 'Hola, %{name}:\n\n%{actor}, de %{plan}, solicita documentos para la reclamación %{number}:\n\n%{codes}%{note}\n\nEnvíelos antes del %{dueOn}: abra la reclamación en el portal y responda a la solicitud con los documentos.',
            },
            opened: {
                subject: 'Disputa abierta sobre la reclamación %{number}',
                body: 'Hola %{name}:\n\n%{actor} abrió una disputa (%{type}) sobre la reclamación %{number}: %{reason}.\n\n%{narrative}\n\nLa decisión vence el %{dueOn}.',
            },
            requested: {
                subject: 'Se piden documentos para su disputa de la reclamación %{number}',
                body: 'Hola %{name}:\n\nEl plan pide más documentos para su disputa de la reclamación %{number}:\n\n%{note}\n\nAñádalos a la disputa en el portal.',
            },
            decided: {
                subject: 'Decisión sobre la disputa de la reclamación %{number}: %{outcome}',
                body: 'Hola %{name}:\n\nLa disputa de la reclamación %{number} está decidida: %{outcome}.\n\n%{decision}\n\nLa decisión escrita se puede descargar en PDF desde la reclamación.',
            },
        },
        letter: {
            title: 'Decisión sobre una disputa de reclamación',
            claim: 'Reclamación',
            plan: 'Plan de salud',
            provider: 'Proveedor de facturación (NPI)',
            type: 'Tipo de disputa',
            reason: 'Motivo',
            openedBy: 'Abierta por',
            openedAt: 'Abierta el',
            decidedBy: 'Decidida por',
            decidedAt: 'Decidida el',
            outcome: 'Resultado',
            decision: 'Decisión',
            narrative: 'Declaración del proveedor',
            notDecided: 'Esta disputa aún no está decidida.',
        },
    },
};
