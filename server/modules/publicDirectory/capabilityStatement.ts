import { PLAN_NET_CAPABILITY, PLAN_NET_VERSION, PROFILE } from './planNet';
import { INCLUDES, PLAN_NET_TYPES, SEARCH_PARAMETERS, type PlanNetType } from './searchParameters';

/**
 * What this server does, as FHIR describes a server: a read-only, public Plan-Net 1.1.0 server
 * (read, vread, search-type of the nine profiles) with the search parameters, includes and
 * revincludes of searchParameters.ts, written from that table so it cannot drift from what
 * the search answers.
 */

const EXPECTATION = 'http://hl7.org/fhir/StructureDefinition/capabilitystatement-expectation';
const shall = [{ url: EXPECTATION, valueCode: 'SHALL' }];

const profilesOf = (type: PlanNetType): string[] =>
    type === 'Organization' ? [PROFILE.Organization, PROFILE.Network] : [PROFILE[type]];

const BASE_DEFINITIONS: Record<string, string> = {
    _id: 'http://hl7.org/fhir/SearchParameter/Resource-id',
    _lastUpdated: 'http://hl7.org/fhir/SearchParameter/Resource-lastUpdated',
};

/** What each of this server's own search parameters selects. */
const OWN_PARAMETERS: Record<string, string> = {
    'accepting-patients':
        'The code of the newpatients extension (AcceptingPatientsCS): newpt, existptonly, existptfam, nopt.',
    'delivery-method':
        'The type of the delivery-method extension (DeliveryMethodCS): virtual for a practitioner who offers telehealth.',
};

export const capabilityStatement = (baseUrl: string, softwareVersion: string, date: string) => ({
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    publisher: 'Rx Connect Portal',
    kind: 'instance',
    instantiates: [PLAN_NET_CAPABILITY],
    software: { name: 'Rx Connect Portal provider directory', version: softwareVersion },
    implementation: { description: 'Public provider directory (Da Vinci PDex Plan-Net)', url: baseUrl },
    fhirVersion: '4.0.1',
    format: ['json'],
    implementationGuide: [
        `http://hl7.org/fhir/us/davinci-pdex-plan-net/ImplementationGuide/hl7.fhir.us.davinci-pdex-plan-net|${PLAN_NET_VERSION}`,
    ],
    rest: [
        {
            mode: 'server',
            documentation: 'Public and read-only: no account, no token. JSON only (application/fhir+json).',
            resource: PLAN_NET_TYPES.map(type => ({
                type,
                supportedProfile: profilesOf(type),
                interaction: [{ code: 'read' }, { code: 'vread' }, { code: 'search-type' }],
                versioning: 'versioned',
                readHistory: false,
                referencePolicy: ['literal', 'local'],
                searchInclude: INCLUDES[type].include,
                searchRevInclude: INCLUDES[type].revinclude,
                searchParam: Object.entries(SEARCH_PARAMETERS[type]).map(([name, parameter]) => {
                    const definition = parameter.definition ?? BASE_DEFINITIONS[name];
                    // The guide's parameters and the base ones are promised; this server's own are offered.
                    return definition
                        ? { extension: shall, name, definition, type: parameter.type }
                        : { name, type: parameter.type, documentation: OWN_PARAMETERS[name] };
                }),
            })),
        },
    ],
});
