/**
 * The closed vocabularies of directory values: US states, accepting-new-patients codes and the
 * languages offered in pick lists.
 */

/** USPS codes of the states, the District of Columbia and the inhabited territories, by name. */
export const US_STATES: Readonly<Record<string, string>> = {
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
    CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
    HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
    KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
    MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
    NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
    NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
    OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina',
    SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
    VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
    AS: 'American Samoa', GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico',
    VI: 'U.S. Virgin Islands',
};

/**
 * Accepting-new-patients codes of the Plan-Net implementation guide: not accepting, accepting
 * new patients, existing patients only, existing patients and their families.
 * Labels live in the catalogs under `directory.acceptingPatients.*`.
 */
export const ACCEPTING_PATIENTS_CODES = ['nopt', 'newpt', 'existptonly', 'existptfam'] as const;
export type AcceptingPatientsCode = (typeof ACCEPTING_PATIENTS_CODES)[number];

/**
 * Languages a directory may list (BCP-47 primary subtags with their English names): the
 * languages most spoken in US households plus American Sign Language (`ase`). A tag is accepted
 * with a script or region (`zh-Hant`, `es-MX`) when its language is here.
 */
export const DIRECTORY_LANGUAGES: Readonly<Record<string, string>> = {
    en: 'English', es: 'Spanish', zh: 'Chinese', yue: 'Cantonese', cmn: 'Mandarin',
    tl: 'Tagalog', fil: 'Filipino', vi: 'Vietnamese', ar: 'Arabic', fr: 'French',
    ko: 'Korean', ru: 'Russian', de: 'German', ht: 'Haitian Creole', pt: 'Portuguese',
    hi: 'Hindi', it: 'Italian', pl: 'Polish', ur: 'Urdu', fa: 'Persian', ja: 'Japanese',
    gu: 'Gujarati', bn: 'Bengali', pa: 'Punjabi', te: 'Telugu', ta: 'Tamil', ml: 'Malayalam',
    hmn: 'Hmong', km: 'Khmer', lo: 'Lao', th: 'Thai', my: 'Burmese', ne: 'Nepali',
    el: 'Greek', hy: 'Armenian', he: 'Hebrew', yi: 'Yiddish', uk: 'Ukrainian', ro: 'Romanian',
    sr: 'Serbian', hr: 'Croatian', bs: 'Bosnian', sq: 'Albanian', tr: 'Turkish', so: 'Somali',
    am: 'Amharic', ti: 'Tigrinya', sw: 'Swahili', yo: 'Yoruba', ig: 'Igbo', nv: 'Navajo',
    ase: 'American Sign Language', sgn: 'Sign language',
};
