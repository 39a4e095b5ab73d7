import type { ProviderInput, ProviderRecord, RoleMapping } from '../../../common/contract/sso';

/** The admin form's fields, as typed: lists as text, the secret empty unless replaced. */
export interface ProviderFormValues {
    protocol: 'oidc' | 'saml';
    name: string;
    enabled: boolean;
    emailDomains: string;
    issuer: string;
    clientId: string;
    clientSecret: string;
    scopes: string;
    metadataUrl: string;
    metadataXml: string;
    roleClaim: string;
    roleRules: string;
    defaultRole: string;
    createUsers: boolean;
    linkLocalAccounts: boolean;
    localPasswords: boolean;
    /** The organisation created users join; empty for none. */
    organisationId: string;
}

export const EMPTY_FORM: ProviderFormValues = {
    protocol: 'oidc',
    name: '',
    enabled: true,
    emailDomains: '',
    issuer: '',
    clientId: '',
    clientSecret: '',
    scopes: 'openid email profile',
    metadataUrl: '',
    metadataXml: '',
    roleClaim: 'groups',
    roleRules: '',
    defaultRole: '',
    createUsers: false,
    linkLocalAccounts: false,
    localPasswords: true,
    organisationId: '',
};

export const formOf = (record: ProviderRecord): ProviderFormValues => ({
    ...EMPTY_FORM,
    protocol: record.protocol,
    name: record.name,
    enabled: record.enabled,
    emailDomains: record.emailDomains.join(', '),
    issuer: record.oidc?.issuer ?? '',
    clientId: record.oidc?.clientId ?? '',
    scopes: record.oidc?.scopes.join(' ') ?? EMPTY_FORM.scopes,
    metadataUrl: record.saml?.metadataUrl ?? '',
    roleClaim: record.roleMapping.claim,
    roleRules: record.roleMapping.rules.map(rule => `${rule.value}=${rule.role}`).join('\n'),
    defaultRole: record.roleMapping.defaultRole ?? '',
    createUsers: record.createUsers,
    linkLocalAccounts: record.linkLocalAccounts,
    localPasswords: record.localPasswords,
    organisationId: record.organisationId ?? '',
});

/** `group=role` lines as rules; the number of the first line that is not one, if any. */
export const parseRules = (text: string, roles: readonly string[]): RoleMapping['rules'] | { badLine: number } => {
    const rules: RoleMapping['rules'] = [];
    const lines = text.split('\n');
    for (const [index, line] of lines.entries()) {
        if (!line.trim()) continue;
        const at = line.lastIndexOf('=');
        const value = line.slice(0, at).trim();
        const role = line.slice(at + 1).trim();
        if (at < 1 || !value || !roles.includes(role)) return { badLine: index + 1 };
        rules.push({ value, role: role as RoleMapping['rules'][number]['role'] });
    }
    return rules;
};

const words = (text: string, separator: RegExp) =>
    text
        .split(separator)
        .map(word => word.trim())
        .filter(Boolean);

/** The API's input from the form: an OIDC secret left empty keeps the stored one, as SAML metadata left empty does. */
export const inputOf = (values: ProviderFormValues, rules: RoleMapping['rules']): ProviderInput => {
    const common = {
        name: values.name,
        enabled: values.enabled,
        emailDomains: words(values.emailDomains, /[,\s]+/),
        roleMapping: {
            claim: values.roleClaim,
            rules,
            defaultRole: (values.defaultRole || null) as RoleMapping['defaultRole'],
        },
        createUsers: values.createUsers,
        linkLocalAccounts: values.linkLocalAccounts,
        localPasswords: values.localPasswords,
        organisationId: values.organisationId || null,
    };
    if (values.protocol === 'oidc') {
        return {
            protocol: 'oidc',
            ...common,
            oidc: {
                issuer: values.issuer,
                clientId: values.clientId,
                ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
                scopes: words(values.scopes, /\s+/),
            },
        };
    }
    return {
        protocol: 'saml',
        ...common,
        saml: {
            ...(values.metadataXml.trim() ? { metadataXml: values.metadataXml } : {}),
            ...(values.metadataUrl.trim() && !values.metadataXml.trim() ? { metadataUrl: values.metadataUrl } : {}),
        },
    };
};
