import type { homeSupportEn } from '../../../../i18n/home/screens/support/en';

type Faq = typeof homeSupportEn.faq;

const FAQ_KEYS = {
    all: ['password', 'language', 'authenticator'],
    provider: ['connect', 'npi'],
    healthplan: ['requests', 'denials'],
    pharma: ['programmes'],
    admin: ['endConnection', 'users'],
    editor: ['content'],
    claims_adjuster: ['forwarders'],
    freight_forwarder: ['insurers'],
} as const satisfies { [Group in keyof Faq]: readonly (keyof Faq[Group])[] };

/** Catalog keys of the questions shown to these roles: their own first, then everyone's. */
export const faqKeysFor = (roles: readonly string[]): string[] => [
    ...roles.flatMap(role =>
        role in FAQ_KEYS ? FAQ_KEYS[role as keyof typeof FAQ_KEYS].map(key => `faq.${role}.${key}`) : []
    ),
    ...FAQ_KEYS.all.map(key => `faq.all.${key}`),
];
