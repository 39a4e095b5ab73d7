import type {
    ClaimDocument,
    ClaimDocumentsAnswer,
    Dispute,
    DisputeDecisionInput,
    DisputeListQuery,
    DisputeOpenInput,
    DisputeRequestInput,
    DocumentRequest,
    DocumentRequestInput,
} from '../../../common/contract/claimActions';
import type { Ok } from '../../../common/contract/envelope';
import { EXPORT_TIMEOUT_MS, fileNameOf } from '../../providers/dataProvider';
import { api, http } from '../../providers/httpClient';

/** A document upload may take long on a slow line; the browser streams the file from disk. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

const downloadFile = async (url: string, fallback: string, params?: object) => {
    const response = await http.get<Blob>(url, {
        params: params as Record<string, string> | undefined,
        responseType: 'blob',
        envelope: false,
        timeout: EXPORT_TIMEOUT_MS,
    });
    return { blob: response.data, filename: fileNameOf(response.headers['content-disposition']) ?? fallback };
};

/** Claim actions: a claim's documents, disputes and requests for documents, as the claim detail shows and changes them. */
export const claimActionsApi = {
    documents: async (claimId: number) =>
        (await api.get<Ok<ClaimDocumentsAnswer>>('/api/claim-documents', { params: { claimId } })).data,

    /** Sends a document as multipart form data, reporting the share sent so far (0 to 1). */
    async upload(
        claimId: number,
        type: string,
        file: File,
        onProgress: (share: number) => void,
        disputeId?: string,
        requestId?: string
    ): Promise<ClaimDocument> {
        const form = new FormData();
        form.append('file', file, file.name);
        const answer = await api.post<Ok<ClaimDocument>, FormData>('/api/claim-documents', form, {
            params: { claimId, type, dispute: disputeId, request: requestId },
            timeout: UPLOAD_TIMEOUT_MS,
            notifyErrors: false,
            onUploadProgress: event => onProgress(event.total ? event.loaded / event.total : 0),
        });
        return answer.data;
    },

    download: (document: ClaimDocument) => downloadFile(`/api/claim-documents/${document.id}`, document.fileName),

    disputes: async (claimId: number) =>
        (await api.get<Ok<Dispute[]>>('/api/claim-disputes', { params: { claimId } })).data,

    listDisputes: async (query: DisputeListQuery) =>
        (await api.get<Ok<Dispute[]>>('/api/claim-disputes', { params: { ...query } })).data,

    exportDisputes: (query: DisputeListQuery) =>
        downloadFile('/api/claim-disputes/export', 'claim-disputes.csv', query),

    openDispute: async (input: DisputeOpenInput) =>
        (await api.post<Ok<Dispute>, DisputeOpenInput>('/api/claim-disputes', input, { notifyErrors: false })).data,

    requestDocuments: async (disputeId: string, input: DisputeRequestInput) =>
        (
            await api.post<Ok<Dispute>, DisputeRequestInput>(
                `/api/claim-disputes/${disputeId}/document-requests`,
                input,
                {
                    notifyErrors: false,
                }
            )
        ).data,

    decide: async (disputeId: string, input: DisputeDecisionInput) =>
        (
            await api.post<Ok<Dispute>, DisputeDecisionInput>(`/api/claim-disputes/${disputeId}/decision`, input, {
                notifyErrors: false,
            })
        ).data,

    documentRequests: async (claimId: number) =>
        (await api.get<Ok<DocumentRequest[]>>('/api/claim-document-requests', { params: { claimId } })).data,

    requestDocumentsOnClaim: async (input: DocumentRequestInput) =>
        (
            await api.post<Ok<DocumentRequest>, DocumentRequestInput>('/api/claim-document-requests', input, {
                notifyErrors: false,
            })
        ).data,

    decisionLetter: (dispute: Dispute) =>
        downloadFile(
            `/api/claim-disputes/${dispute.id}/decision-letter`,
            `dispute-decision-${dispute.claimNumber}.pdf`
        ),
};
