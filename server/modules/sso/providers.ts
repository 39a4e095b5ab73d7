import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLES_BY_PROFILE, type Profile } from '../../../common/profiles';
import type { ProviderInput, ProviderRecord } from '../../../common/contract/sso';
import { providerInputSchema } from '../../../common/contract/sso';
import type { Db, Executor } from '../../shared/database';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import type { SecretBox } from '../../shared/secretBox';
import { assertKindFits, findOrganisation, kindOfRole } from '../organisations';
import { endpointsOf } from './endpoints';
import { MetadataProblem, readIdpMetadata } from './idpMetadata';
import { createSpCertificate } from './spCertificate';
import { identityProviders, type ProviderSettings } from './tables';

export type IdentityProvider = typeof identityProviders.$inferSelect;

type ParsedInput = z.output<typeof providerInputSchema>;

/** What configuring providers needs from the server. */
export interface ProviderContext {
    db: Db;
    box: SecretBox;
    profile: Profile;
    publicUrl: string;
}

/** How long fetching a SAML metadata URL may take. */
const METADATA_TIMEOUT_MS = 10_000;

export const providerNotFound = (id: string) => new AppError(ErrorCode.notFound, 'sso.errors.notFound', { id });

export const findProvider = async (db: Executor, id: string) => {
    const [row] = await db.select().from(identityProviders).where(eq(identityProviders.id, id));
    return row;
};

export const toProviderRecord = (row: IdentityProvider, publicUrl: string): ProviderRecord => {
    const urls = endpointsOf(publicUrl, row.id);
    const { settings } = row;
    return {
        id: row.id,
        protocol: row.protocol,
        name: row.name,
        enabled: row.enabled,
        emailDomains: row.emailDomains,
        roleMapping: row.roleMapping,
        profileMapping: row.profileMapping,
        createUsers: row.createUsers,
        linkLocalAccounts: row.linkLocalAccounts,
        localPasswords: row.localPasswords,
        organisationId: row.organisationId,
        oidc:
            row.protocol === 'oidc'
                ? {
                      issuer: settings.issuer ?? '',
                      clientId: settings.clientId ?? '',
                      scopes: settings.scopes ?? [],
                      clientSecretSet: Boolean(row.clientSecretSealed),
                      redirectUri: urls.redirectUri,
                  }
                : null,
        saml:
            row.protocol === 'saml'
                ? {
                      metadataUrl: settings.metadataUrl ?? null,
                      idpEntityId: settings.metadataXml ? readIdpMetadata(settings.metadataXml).entityId : '',
                      spEntityId: urls.spEntityId,
                      acsUrl: urls.acsUrl,
                      sloUrl: urls.sloUrl,
                      spMetadataUrl: urls.spMetadataUrl,
                  }
                : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
    };
};

export const listProviders = (db: Executor) => db.select().from(identityProviders).orderBy(asc(identityProviders.name));

/** Plain http is only for an issuer on this machine (a test or a local provider). */
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** The roles a provider's mapping can give. */
const mappedRoles = (input: ParsedInput) =>
    [...input.roleMapping.rules.map(rule => rule.role), input.roleMapping.defaultRole].filter(role => role !== null);

const assertRoles = (profile: Profile, input: ParsedInput) => {
    const roles: readonly string[] = ROLES_BY_PROFILE[profile];
    for (const role of mappedRoles(input)) {
        if (!roles.includes(role)) throw new AppError(ErrorCode.invalidInput, 'sso.errors.roleOfProfile', { role });
    }
};

/**
 * The organisation a provider's new accounts join: required when it creates users, and of the kind
 * every role its mapping gives belongs to (admins belong to no organisation, so they are left out).
 */
const assertOrganisation = async (db: Executor, input: ParsedInput) => {
    if (!input.organisationId) {
        if (input.createUsers) throw new AppError(ErrorCode.invalidInput, 'sso.errors.organisationRequired');
        return;
    }
    const organisation = await findOrganisation(db, input.organisationId);
    for (const role of mappedRoles(input)) if (kindOfRole(role)) assertKindFits(organisation, role);
};

const fetchMetadata = async (url: string) => {
    try {
        const answer = await fetch(url, { signal: AbortSignal.timeout(METADATA_TIMEOUT_MS), redirect: 'error' });
        if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
        return await answer.text();
    } catch {
        throw new AppError(ErrorCode.invalidInput, 'sso.errors.metadataUrl', { url });
    }
};

/** The stored settings and sealed secret of an input; a change without a secret keeps the stored one. */
const settingsOf = async (
    input: ProviderInput,
    box: SecretBox,
    stored?: IdentityProvider
): Promise<Pick<IdentityProvider, 'settings' | 'clientSecretSealed'>> => {
    if (input.protocol === 'oidc') {
        const issuer = new URL(input.oidc.issuer);
        if (issuer.protocol !== 'https:' && !isLoopback(issuer)) {
            throw new AppError(ErrorCode.invalidInput, 'sso.errors.insecureIssuer');
        }
        const clientSecretSealed = input.oidc.clientSecret
            ? box.seal(input.oidc.clientSecret)
            : stored?.protocol === 'oidc'
              ? stored.clientSecretSealed
              : null;
        if (!clientSecretSealed) throw new AppError(ErrorCode.invalidInput, 'sso.errors.secretRequired');
        return {
            settings: {
                issuer: input.oidc.issuer,
                clientId: input.oidc.clientId,
                scopes: [...new Set(['openid', ...(input.oidc.scopes ?? [])])],
            },
            clientSecretSealed,
        };
    }
    const { metadataXml: given, metadataUrl } = input.saml;
    if (!given && !metadataUrl) {
        if (stored?.protocol === 'saml') return { settings: stored.settings, clientSecretSealed: null };
        throw new AppError(ErrorCode.invalidInput, 'server.validation.required', { field: 'saml.metadataXml' });
    }
    const metadataXml = given ?? (await fetchMetadata(metadataUrl!));
    try {
        readIdpMetadata(metadataXml);
    } catch (error) {
        if (!(error instanceof MetadataProblem)) throw error;
        throw new AppError(ErrorCode.invalidInput, 'sso.errors.metadata', { problem: error.message });
    }
    return {
        settings: { metadataXml, ...(metadataUrl ? { metadataUrl } : {}) },
        clientSecretSealed: null,
    };
};

/** A SAML provider's decryption key: kept once made, so that the IdP's copy of the certificate stays right. */
const spKeyOf = (box: SecretBox, name: string, stored?: IdentityProvider) => {
    if (stored?.spPrivateKeySealed && stored.spCertificate) {
        return { spPrivateKeySealed: stored.spPrivateKeySealed, spCertificate: stored.spCertificate };
    }
    const { privateKey, certificate } = createSpCertificate(`Rx Connect Portal SP for ${name}`);
    return { spPrivateKeySealed: box.seal(privateKey), spCertificate: certificate };
};

const rowValues = async (context: ProviderContext, raw: ProviderInput, stored?: IdentityProvider) => {
    const input = providerInputSchema.parse(raw);
    assertRoles(context.profile, input);
    await assertOrganisation(context.db, input);
    const { settings, clientSecretSealed } = await settingsOf(input, context.box, stored);
    return {
        ...(input.protocol === 'saml' ? spKeyOf(context.box, input.name, stored) : {}),
        protocol: input.protocol,
        name: input.name,
        enabled: input.enabled,
        emailDomains: [...new Set(input.emailDomains)],
        settings,
        clientSecretSealed,
        roleMapping: input.roleMapping,
        profileMapping: input.profileMapping,
        createUsers: input.createUsers,
        linkLocalAccounts: input.linkLocalAccounts,
        localPasswords: input.localPasswords,
        organisationId: input.organisationId,
    };
};

/** The audited differences between two configurations; a secret shows only that it changed. */
const differences = (before: Partial<IdentityProvider>, after: Partial<IdentityProvider>) => {
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    const {
        clientSecretSealed: secretBefore,
        settings: settingsBefore,
        spPrivateKeySealed: keyBefore,
        spCertificate: _certificateBefore,
        ...plainBefore
    } = before;
    const {
        clientSecretSealed: secretAfter,
        settings: settingsAfter,
        spPrivateKeySealed: keyAfter,
        spCertificate: _certificateAfter,
        ...plainAfter
    } = after;
    const withoutXml = ({ metadataXml, ...rest }: ProviderSettings = {}) => ({
        ...rest,
        metadataXml: metadataXml?.length,
    });
    const compare = (field: string, a: unknown, b: unknown) => {
        if (JSON.stringify(a) !== JSON.stringify(b)) changes[field] = { before: a ?? null, after: b ?? null };
    };
    for (const field of Object.keys(plainAfter) as (keyof typeof plainAfter)[]) {
        if (field !== 'updatedAt' && field !== 'createdAt' && field !== 'id')
            compare(field, plainBefore[field], plainAfter[field]);
    }
    compare('settings', withoutXml(settingsBefore), withoutXml(settingsAfter));
    if (secretBefore !== secretAfter) changes.clientSecret = { before: secretBefore ? 'set' : null, after: 'replaced' };
    if (keyBefore !== keyAfter) changes.spKey = { before: keyBefore ? 'set' : null, after: 'created' };
    return changes;
};

const auditChange = (db: Executor, origin: Origin, actor: Actor, id: string, reason: string, changes: object) =>
    recordAudit(db, origin, {
        action: 'sso.providerChange',
        outcome: 'success',
        actor: actorOf(actor),
        targetType: 'identityProvider',
        targetId: id,
        changes: changes as Record<string, { before: unknown; after: unknown }>,
        reason,
    });

export const createProvider = async (context: ProviderContext, input: ProviderInput, actor: Actor, origin: Origin) => {
    const values = await rowValues(context, input);
    return context.db.transaction(async tx => {
        const [row] = await tx.insert(identityProviders).values(values).returning();
        await auditChange(tx, origin, actor, row!.id, 'create', differences({}, values));
        return row!;
    });
};

export const updateProvider = async (
    context: ProviderContext,
    id: string,
    input: ProviderInput,
    actor: Actor,
    origin: Origin
) => {
    const stored = await findProvider(context.db, id);
    if (!stored) throw providerNotFound(id);
    const values = await rowValues(context, input, stored);
    return context.db.transaction(async tx => {
        const [row] = await tx
            .update(identityProviders)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(identityProviders.id, id))
            .returning();
        if (!row) throw providerNotFound(id);
        await auditChange(tx, origin, actor, id, 'update', differences(stored, values));
        return row;
    });
};
