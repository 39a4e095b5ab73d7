import { directoryEn } from '../../i18n/directory/screens/en';
import { directoryEs } from '../../i18n/directory/screens/es';
import { directoryJa } from '../../i18n/directory/screens/ja';
import { directoryZh } from '../../i18n/directory/screens/zh';
import type { ColumnDefinition, ColumnType, LocalizedText } from './columns';

/**
 * Starting points for a new table, after the Plan-Net split of a provider directory
 * (practitioners, organizations, locations, pharmacies, networks), and a blank one. Labels come
 * from the catalogs (`directory.fields.*`), so each template speaks the four UI languages.
 */

export const TEMPLATE_NAMES = ['practitioner', 'organization', 'location', 'pharmacy', 'network', 'blank'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

type FieldName = keyof typeof directoryEn.fields;

const label = (field: FieldName): LocalizedText => ({
    en: directoryEn.fields[field],
    zh: directoryZh.fields[field],
    es: directoryEs.fields[field],
    ja: directoryJa.fields[field],
});

interface FieldOptions {
    required?: boolean;
    unique?: boolean;
    key?: boolean;
    options?: string[];
    providerEditable?: boolean;
}

const field = (name: FieldName, type: ColumnType, options: FieldOptions = {}): ColumnDefinition => ({
    name,
    type,
    label: label(name),
    required: options.required ?? false,
    unique: options.unique ?? false,
    key: options.key ?? false,
    ...(options.options ? { options: options.options } : {}),
    ...(options.providerEditable ? { providerEditable: true } : {}),
});

/** What a provider may correct in its own listing: how and where patients reach it. */
const editable = { providerEditable: true };

/** Example network names offered by the templates; a table's admin edits the list. */
export const DEMO_NETWORKS = ['Evergreen PPO', 'Evergreen HMO', 'Lakeshore Medicaid', 'Harbor Medicare Advantage'];
/** Plan-Net accessibility codes of a location. */
const ACCESSIBILITY = ['handiaccess', 'adacomp', 'pubtrans', 'cultcomp', 'anssrvc', 'cognitive', 'mobility'];

const address = [
    field('addressLine', 'text', editable),
    field('city', 'text', editable),
    field('state', 'usState', editable),
    field('zip', 'zip', editable),
];

export const TEMPLATES: Record<TemplateName, ColumnDefinition[]> = {
    practitioner: [
        field('npi', 'npi', { key: true }),
        field('firstName', 'text', { required: true }),
        field('lastName', 'text', { required: true }),
        field('credential', 'text'),
        field('taxonomy', 'taxonomy', { required: true }),
        field('organizationName', 'text'),
        ...address,
        field('phone', 'phone', editable),
        field('email', 'email', editable),
        field('website', 'url', editable),
        field('acceptingPatients', 'acceptingPatients', editable),
        field('languages', 'languages', editable),
        field('telehealth', 'yesNo', editable),
        field('networks', 'manyOf', { options: DEMO_NETWORKS }),
        field('effectiveDate', 'date'),
    ],
    organization: [
        field('npi', 'npi', { key: true }),
        field('organizationName', 'text', { required: true }),
        field('taxonomy', 'taxonomy'),
        ...address,
        field('phone', 'phone', editable),
        field('website', 'url', editable),
        field('networks', 'manyOf', { options: DEMO_NETWORKS }),
    ],
    location: [
        field('locationName', 'text', { key: true }),
        ...address,
        field('phone', 'phone'),
        field('hours', 'text'),
        field('accessibility', 'manyOf', { options: ACCESSIBILITY }),
    ],
    pharmacy: [
        field('npi', 'npi', { key: true }),
        field('pharmacyName', 'text', { required: true }),
        field('taxonomy', 'taxonomy'),
        ...address,
        field('phone', 'phone', editable),
        field('fax', 'phone', editable),
        field('hours', 'text', editable),
        field('open24Hours', 'yesNo', editable),
        field('delivery', 'yesNo', editable),
        field('languages', 'languages', editable),
        field('networks', 'manyOf', { options: DEMO_NETWORKS }),
    ],
    network: [
        field('networkName', 'text', { key: true }),
        field('planType', 'oneOf', { required: true, options: ['HMO', 'PPO', 'EPO', 'POS'] }),
        field('contractPlanId', 'text', { unique: true }),
        field('website', 'url'),
        field('effectiveDate', 'date'),
        field('terminationDate', 'date'),
    ],
    blank: [],
};
