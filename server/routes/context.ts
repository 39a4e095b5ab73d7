import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Limiter } from '../http/rateLimit';
import type { AccountMailer } from '../services/accountMail';
import type { AuthPolicy } from '../services/auth';
import type { Mailer } from '../services/mail';
import type { SecretBox } from '../services/secretBox';

/** What every route module receives as its plugin options. */
export interface RouteContext {
    config: ServerConfig;
    database: Database;
    authPolicy: AuthPolicy;
    /** The one way the portal sends e-mail (SMTP, or the outbox folder without SMTP_URL). */
    mailer: Mailer;
    /** Account e-mails in the user's language, with links from PUBLIC_URL. */
    accountMailer: AccountMailer;
    /** Seals secrets the server reads back (TOTP seeds). */
    secretBox: SecretBox;
    /** Request budgets for the public account endpoints. */
    limiter: Limiter;
}
