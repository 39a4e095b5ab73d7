/**
 * The client's error rule: a response body is an error when it has a `code` other
 * than 200 or 500, or a non-zero `status`. Pure, so it is tested on its own.
 */
export const isErrorEnvelope = (body: unknown): boolean => {
    if (typeof body !== 'object' || body === null) return false;
    const { code, status } = body as { code?: unknown; status?: unknown };
    const badCode = code !== undefined && code !== null && Number(code) !== 200 && Number(code) !== 500;
    const badStatus = typeof status === 'number' && status !== 0;
    return badCode || badStatus;
};

/** Codes meaning the session is no longer valid. */
export const SESSION_CODES: readonly number[] = [50008, 50012, 50014, 401];

export const isSessionCode = (code: unknown): boolean => SESSION_CODES.includes(Number(code));

/** The envelope's message, if it carries one. */
export const envelopeMessage = (body: unknown): string | undefined => {
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
};

/** Which confirm dialog a session failure opens: getUserInfo has its own text. */
export const sessionDialogFor = (url: string | undefined) =>
    url?.includes('/api/user/getUserInfo') ? ('usernameChanged' as const) : ('loggedOut' as const);
