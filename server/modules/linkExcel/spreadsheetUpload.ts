import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * The one file part of a multipart upload, as a stream. A request that is not multipart, or holds
 * no file, is refused with the spreadsheet upload's own messages rather than the plugin's.
 */
export const uploadedSpreadsheet = async (request: FastifyRequest) => {
    const part = await request.file().catch((error: unknown) => {
        throw (error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
            ? new AppError(ErrorCode.invalidInput, 'linkExcel.file.notSpreadsheet')
            : error;
    });
    if (!part) throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.empty');
    return part;
};
