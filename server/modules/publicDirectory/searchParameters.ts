/**
 * The search parameters this API answers, per resource type: the Plan-Net 1.1.0 guide's own
 * (code, type, FHIRPath `expression`, reference targets, as in its SearchParameter resources)
 * and the two every type has, `_id` and `_lastUpdated`. Data, not code: search.ts evaluates
 * the expressions, the CapabilityStatement lists them, and the conformance test checks this
 * table against the guide's package.
 */

export type SearchParameterType = 'string' | 'token' | 'reference' | 'date';

export interface SearchParameterDefinition {
    type: SearchParameterType;
    expression: string;
    /** The canonical URL of the guide's definition (absent for `_id`, `_lastUpdated` and this server's own). */
    definition?: string;
    target?: string[];
}

export const PLAN_NET_TYPES = [
    'Endpoint',
    'HealthcareService',
    'InsurancePlan',
    'Location',
    'Organization',
    'OrganizationAffiliation',
    'Practitioner',
    'PractitionerRole',
] as const;
export type PlanNetType = (typeof PLAN_NET_TYPES)[number];

const common = (type: PlanNetType): Record<string, SearchParameterDefinition> => ({
    _id: { type: 'token', expression: `${type}.id` },
    _lastUpdated: { type: 'date', expression: `${type}.meta.lastUpdated` },
});

export const SEARCH_PARAMETERS: Record<PlanNetType, Record<string, SearchParameterDefinition>> = {
    Endpoint: {
        ...common('Endpoint'),
        organization: {
            type: 'reference',
            expression: 'Endpoint.managingOrganization',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/endpoint-organization',
            target: ['Organization'],
        },
    },
    HealthcareService: {
        ...common('HealthcareService'),
        location: {
            type: 'reference',
            expression: 'HealthcareService.location',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/healthcareservice-location',
            target: ['Location'],
        },
        'coverage-area': {
            type: 'reference',
            expression: 'HealthcareService.coverageArea',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/healthcareservice-coverage-area',
            target: ['Location'],
        },
        organization: {
            type: 'reference',
            expression: 'HealthcareService.providedBy',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/healthcareservice-organization',
            target: ['Organization'],
        },
        endpoint: {
            type: 'reference',
            expression: 'HealthcareService.endpoint',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/healthcareservice-endpoint',
            target: ['Endpoint'],
        },
        name: {
            type: 'string',
            expression: 'HealthcareService.name',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/healthcareservice-name',
        },
        'service-category': {
            type: 'token',
            expression: 'HealthcareService.category',
            definition:
                'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/healthcareservice-service-category',
        },
        'service-type': {
            type: 'token',
            expression: 'HealthcareService.type',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/healthcareservice-service-type',
        },
        specialty: {
            type: 'token',
            expression: 'HealthcareService.specialty',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/healthcareservice-specialty',
        },
    },
    InsurancePlan: {
        ...common('InsurancePlan'),
        'administered-by': {
            type: 'reference',
            expression: 'InsurancePlan.administeredBy',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/insuranceplan-administered-by',
            target: ['Organization'],
        },
        'owned-by': {
            type: 'reference',
            expression: 'InsurancePlan.ownedBy',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/insuranceplan-owned-by',
            target: ['Organization'],
        },
        'coverage-area': {
            type: 'reference',
            expression: 'InsurancePlan.coverageArea',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/insuranceplan-coverage-area',
            target: ['Location'],
        },
        name: {
            type: 'string',
            expression: 'name | alias',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/insuranceplan-name',
        },
        'plan-type': {
            type: 'token',
            expression: 'InsurancePlan.plan.type',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/insuranceplan-plan-type',
        },
        identifier: {
            type: 'token',
            expression: 'InsurancePlan.identifier',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/insuranceplan-identifier',
        },
        type: {
            type: 'token',
            expression: 'InsurancePlan.type',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/insuranceplan-type',
        },
    },
    Location: {
        ...common('Location'),
        partof: {
            type: 'reference',
            expression: 'Location.partOf',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/location-partof',
            target: ['Location'],
        },
        organization: {
            type: 'reference',
            expression: 'Location.managingOrganization',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/location-organization',
            target: ['Organization'],
        },
        endpoint: {
            type: 'reference',
            expression: 'Location.endpoint',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/location-endpoint',
            target: ['Endpoint'],
        },
        'address-city': {
            type: 'string',
            expression: 'Location.address.city',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/location-address-city',
        },
        'address-state': {
            type: 'string',
            expression: 'Location.address.state',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/location-address-state',
        },
        'address-postalcode': {
            type: 'string',
            expression: 'Location.address.postalCode',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/location-address-postalcode',
        },
        address: {
            type: 'string',
            expression: 'Location.address',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/location-address',
        },
        type: {
            type: 'token',
            expression: 'Location.type',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/location-type',
        },
    },
    Organization: {
        ...common('Organization'),
        partof: {
            type: 'reference',
            expression: 'Organization.partOf',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organization-partof',
            target: ['Organization'],
        },
        endpoint: {
            type: 'reference',
            expression: 'Organization.endpoint',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organization-endpoint',
            target: ['Endpoint'],
        },
        address: {
            type: 'string',
            expression: 'Organization.address',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organization-address',
        },
        name: {
            type: 'string',
            expression: 'Organization.name | Organization.alias',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organization-name',
        },
        type: {
            type: 'token',
            expression: 'Organization.type',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organization-type',
        },
        'coverage-area': {
            type: 'reference',
            expression:
                "Organization.extension.where(url='http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/location-reference')",
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organization-coverage-area',
            target: ['Location'],
        },
    },
    OrganizationAffiliation: {
        ...common('OrganizationAffiliation'),
        'primary-organization': {
            type: 'reference',
            expression: 'OrganizationAffiliation.organization',
            definition:
                'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organizationaffiliation-primary-organization',
            target: ['Organization'],
        },
        'participating-organization': {
            type: 'reference',
            expression: 'OrganizationAffiliation.participatingOrganization',
            definition:
                'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organizationaffiliation-participating-organization',
            target: ['Organization'],
        },
        location: {
            type: 'reference',
            expression: 'OrganizationAffiliation.location',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organizationaffiliation-location',
            target: ['Location'],
        },
        service: {
            type: 'reference',
            expression: 'OrganizationAffiliation.healthcareService',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organizationaffiliation-service',
            target: ['HealthcareService'],
        },
        network: {
            type: 'reference',
            expression: 'OrganizationAffiliation.network',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organizationaffiliation-network',
            target: ['Organization'],
        },
        endpoint: {
            type: 'reference',
            expression: 'OrganizationAffiliation.endpoint',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organizationaffiliation-endpoint',
            target: ['Endpoint'],
        },
        role: {
            type: 'token',
            expression: 'OrganizationAffiliation.code',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organizationaffiliation-role',
        },
        specialty: {
            type: 'token',
            expression: 'OrganizationAffiliation.specialty',
            definition:
                'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/organizationaffiliation-specialty',
        },
    },
    Practitioner: {
        ...common('Practitioner'),
        name: {
            type: 'string',
            expression: 'Practitioner.name',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitioner-name',
        },
        family: {
            type: 'string',
            expression: 'Practitioner.name.family',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitioner-family-name',
        },
        given: {
            type: 'string',
            expression: 'Practitioner.name.given',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitioner-given-name',
        },
        // Base R4's (Plan-Net adds none): the languages the practitioner speaks, as BCP-47 tags.
        communication: {
            type: 'token',
            expression: 'Practitioner.communication',
            definition: 'http://hl7.org/fhir/SearchParameter/Practitioner-communication',
        },
    },
    PractitionerRole: {
        ...common('PractitionerRole'),
        // This server's own (no Plan-Net parameter says it): whether the practitioner takes new patients.
        'accepting-patients': {
            type: 'token',
            expression:
                "PractitionerRole.extension.where(url='http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/newpatients').extension.where(url='acceptingPatients')",
        },
        // This server's own: how the practitioner sees patients (`virtual` for telehealth).
        'delivery-method': {
            type: 'token',
            expression:
                "PractitionerRole.extension.where(url='http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/delivery-method').extension.where(url='type')",
        },
        practitioner: {
            type: 'reference',
            expression: 'PractitionerRole.practitioner',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-practitioner',
            target: ['Practitioner'],
        },
        organization: {
            type: 'reference',
            expression: 'PractitionerRole.organization',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-organization',
            target: ['Organization'],
        },
        location: {
            type: 'reference',
            expression: 'PractitionerRole.location',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-location',
            target: ['Location'],
        },
        service: {
            type: 'reference',
            expression: 'PractitionerRole.healthcareService',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-service',
            target: ['HealthcareService'],
        },
        network: {
            type: 'reference',
            expression:
                "PractitionerRole.extension.where(url='http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/network-reference')",
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-network',
            target: ['Organization'],
        },
        endpoint: {
            type: 'reference',
            expression: 'PractitionerRole.endpoint',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-endpoint',
            target: ['Endpoint'],
        },
        role: {
            type: 'token',
            expression: 'PractitionerRole.code',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-role',
        },
        specialty: {
            type: 'token',
            expression: 'PractitionerRole.specialty',
            definition: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/practitionerrole-specialty',
        },
    },
};

/** The `_include` and `_revinclude` values a search of each type answers (the guide's SHALL ones). */
export const INCLUDES: Record<PlanNetType, { include: string[]; revinclude: string[] }> = {
    Endpoint: { include: ['Endpoint:organization'], revinclude: [] },
    HealthcareService: {
        include: [
            'HealthcareService:location',
            'HealthcareService:coverage-area',
            'HealthcareService:organization',
            'HealthcareService:endpoint',
        ],
        revinclude: ['PractitionerRole:service', 'OrganizationAffiliation:service'],
    },
    InsurancePlan: {
        include: ['InsurancePlan:administered-by', 'InsurancePlan:owned-by', 'InsurancePlan:coverage-area'],
        revinclude: [],
    },
    Location: {
        include: ['Location:endpoint', 'Location:organization', 'Location:partof'],
        revinclude: [
            'HealthcareService:location',
            'InsurancePlan:coverage-area',
            'OrganizationAffiliation:location',
            'PractitionerRole:location',
        ],
    },
    Organization: {
        include: ['Organization:partof', 'Organization:endpoint', 'Organization:coverage-area'],
        revinclude: [
            'Endpoint:organization',
            'HealthcareService:organization',
            'InsurancePlan:administered-by',
            'InsurancePlan:owned-by',
            'OrganizationAffiliation:primary-organization',
            'PractitionerRole:organization',
            'PractitionerRole:network',
            'OrganizationAffiliation:participating-organization',
        ],
    },
    OrganizationAffiliation: {
        include: [
            'OrganizationAffiliation:primary-organization',
            'OrganizationAffiliation:participating-organization',
            'OrganizationAffiliation:location',
            'OrganizationAffiliation:service',
            'OrganizationAffiliation:endpoint',
            'OrganizationAffiliation:network',
        ],
        revinclude: [],
    },
    Practitioner: { include: [], revinclude: ['PractitionerRole:practitioner'] },
    PractitionerRole: {
        include: [
            'PractitionerRole:practitioner',
            'PractitionerRole:organization',
            'PractitionerRole:location',
            'PractitionerRole:service',
            'PractitionerRole:network',
            'PractitionerRole:endpoint',
        ],
        revinclude: [],
    },
};
