import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { localized } from '../../common/directory/columns';
import type { Locale } from '../../i18n/types';
import { AppError, ErrorCode, ServiceUnavailableError, UpstreamError, type MessageParam } from '../shared/errors';
import { HTTP_STATUS } from './envelope';
import { requestLocale, translator, type Translate } from '../shared/i18n';
import { failureForLog } from './logging';
import { describeValidationError } from './validation';

/** A refusal's parameters with the catalog words and localized texts among them translated. */
export const translatedParams = (params: Record<string, MessageParam>, t: Translate, locale: Locale) =>
    Object.fromEntries(
        Object.entries(params).map(([name, value]) => [
            name,
            typeof value !== 'object' ? value : 'key' in value ? t(value.key) : localized(value.localized, locale),
        ])
    );

/**
 * Every refusal leaves as the envelope with a translated message: refusals thrown by services,
 * schema validation, malformed or oversized bodies, unknown paths and unexpected failures.
 */
export const installErrorHandling = (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
        if (error instanceof AppError) {
            const status =
                error instanceof UpstreamError
                    ? 502
                    : error instanceof ServiceUnavailableError
                      ? 503
                      : HTTP_STATUS[error.code];
            return reply.status(status).send({
                code: error.code,
                message: request.t(error.messageKey, translatedParams(error.params, request.t, request.locale)),
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
        request.log.error({ failure: failureForLog(error) }, 'unexpected failure');
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

/** Paths longer than this are cut in messages: the message is for a person, not an echo. */
const SHOWN_PATH = 80;

/**
 * URLs refused by the router before any hook runs (a path parameter too long to name anything,
 * a malformed percent-encoding): answered like any path that leads nowhere, with the envelope.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (_error, request, reply) => {
    const path = request.url.split('?')[0]!;
    const t = translator(requestLocale(request.headers));
    return (reply as FastifyReply).status(404).send({
        code: ErrorCode.notFound,
        message: t('server.notFound', { path: path.length > SHOWN_PATH ? `${path.slice(0, SHOWN_PATH)}…` : path }),
        success: false,
    });
};
