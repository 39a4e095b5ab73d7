/** The part of `oidc-provider` (which ships no types) the tests use. */
declare module 'oidc-provider' {
    import type { IncomingMessage, ServerResponse } from 'node:http';

    interface InteractionDetails {
        uid: string;
        params: Record<string, unknown>;
    }

    class Grant {
        constructor(properties: { accountId: string; clientId: string });
        addOIDCScope(scope: string): void;
        save(): Promise<string>;
    }

    export default class Provider {
        constructor(issuer: string, configuration: Record<string, unknown>);
        proxy: boolean;
        Grant: typeof Grant;
        callback(): (request: IncomingMessage, response: ServerResponse) => void;
        interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
        interactionFinished(
            request: IncomingMessage,
            response: ServerResponse,
            result: Record<string, unknown>,
            options?: { mergeWithLastSubmission?: boolean }
        ): Promise<void>;
    }
}
