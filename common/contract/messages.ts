import type { MessageKey } from '../../i18n/types';

/**
 * A schema names its own translated message for a rule the generic sentences do not say well:
 * `.regex(pattern, { error: catalogMessage('server.contact.emailInvalid') })`. The server
 * translates it into the caller's language when it refuses a request; the message gets
 * `%{field}`, and `%{max}` / `%{min}` for size rules; also `%{parameter}` (the field without list
 * positions: `filter.status` for `filter.status.0`), `%{value}` (what was refused, as text or JSON),
 * `%{allowed}` (the values an enum accepts, comma-separated), `%{key}` (an unknown key), and
 * whatever a custom issue carries in its `params`.
 */
export const catalogMessage = (key: MessageKey & `server.${string}`) => key;

export const isCatalogMessage = (message: string | undefined): message is MessageKey =>
    message?.startsWith('server.') ?? false;
