import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, ErrorCode, UpstreamError, type MessageParam } from '../services/errors';
import { HTTP_STATUS } from './envelope';
import type { Translate } from './i18n';
import { describeValidationError } from './validation';

/** A refusal's parameters with the catalog words among them translated. */
const translatedParams = (params: Record<string, MessageParam>, t: Translate) =>
    Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? t(value.key) : value])
    );

/**
 * Every refusal leaves as the envelope with a translated message: refusals thrown by services,
 * schema validation, malformed or oversized bodies, unknown paths and unexpected failures.
 */
export const installErrorHandling = (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
        if (error instanceof AppError) {
            return reply.status(error instanceof UpstreamError ? 502 : HTTP_STATUS[error.code]).send({
                code: error.code,
                message: request.t(error.messageKey, translatedParams(error.params, request.t)),
                success: false,
                ...(error.data ? { data: error.data } : {}),
            });
        }
        const invalid = (message: string) =>
            reply.status(400).send({ code: ErrorCode.invalidInput, message, success: false });
        // A path whose parameter cannot name anything (`/api/users/not-a-uuid`) leads nowhere.
        if (error.validation && error.validationContext === 'params') {
            return reply.status(404).send({
                code: ErrorCode.notFound,
                message: request.t('server.notFound', { path: request.url.split('?')[0]! }),
                success: false,
            });
        }
        if (error.validation) {
            return invalid(describeValidationError(error.validation, error.validationContext, request.t));
        }
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            return invalid(request.t('server.validation.bodyTooLarge'));
        }
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
            return invalid(request.t('server.validation.mediaType'));
        }
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
            return invalid(request.t('server.validation.body'));
        }
        request.log.error({ err: error }, 'unexpected failure');
        return reply.status(500).send({
            code: ErrorCode.internal,
            message: request.t('server.internal'),
            success: false,
        });
    });
    app.setNotFoundHandler((request, reply) =>
        reply.status(404).send({
            code: ErrorCode.notFound,
            message: request.t('server.notFound', { path: request.url.split('?')[0]! }),
            success: false,
        })
    );
};
