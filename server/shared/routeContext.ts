import type { ServerConfig } from '../config';
import type { Database } from './database';
import type { SharedStore } from './redis';
import type { RequestBudgets } from '../http/rateLimit';
import type { AccountMailer } from '../modules/accounts';
import type { AuthPolicy } from '../modules/accounts';
import type { Mailer } from './mail';
import type { BackgroundWork } from './backgroundWork';
import type { SecretBox } from './secretBox';

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
    /** Redis shared by the servers, or nothing (each server on its own). */
    shared: SharedStore;
    /** Request budgets beyond the routes' own (`config.budget`): per e-mail address, for instance. */
    budgets: RequestBudgets;
    /** Work the server does after it listens (the demo claims), as /api/health reports it. */
    background: BackgroundWork;
}
