/**
 * The addresses of the Plan-Net 1.1.0 guide this API writes: its profiles, extensions and code
 * systems, and the external code systems it binds (NPI, NUCC taxonomy, BCP-47).
 */

const GUIDE = 'http://hl7.org/fhir/us/davinci-pdex-plan-net';

export const PLAN_NET_VERSION = '1.1.0';
export const PLAN_NET_CAPABILITY = `${GUIDE}/CapabilityStatement/plan-net`;

export const PROFILE = {
    Endpoint: `${GUIDE}/StructureDefinition/plannet-Endpoint`,
    HealthcareService: `${GUIDE}/StructureDefinition/plannet-HealthcareService`,
    InsurancePlan: `${GUIDE}/StructureDefinition/plannet-InsurancePlan`,
    Location: `${GUIDE}/StructureDefinition/plannet-Location`,
    Network: `${GUIDE}/StructureDefinition/plannet-Network`,
    Organization: `${GUIDE}/StructureDefinition/plannet-Organization`,
    OrganizationAffiliation: `${GUIDE}/StructureDefinition/plannet-OrganizationAffiliation`,
    Practitioner: `${GUIDE}/StructureDefinition/plannet-Practitioner`,
    PractitionerRole: `${GUIDE}/StructureDefinition/plannet-PractitionerRole`,
} as const;

export const EXTENSION = {
    newPatients: `${GUIDE}/StructureDefinition/newpatients`,
    networkReference: `${GUIDE}/StructureDefinition/network-reference`,
    deliveryMethod: `${GUIDE}/StructureDefinition/delivery-method`,
    accessibility: `${GUIDE}/StructureDefinition/accessibility`,
    endpointUsecase: `${GUIDE}/StructureDefinition/endpoint-usecase`,
} as const;

export const CODE_SYSTEM = {
    acceptingPatients: `${GUIDE}/CodeSystem/AcceptingPatientsCS`,
    accessibility: `${GUIDE}/CodeSystem/AccessibilityCS`,
    deliveryMethod: `${GUIDE}/CodeSystem/DeliveryMethodCS`,
    endpointConnectionType: `${GUIDE}/CodeSystem/EndpointConnectionTypeCS`,
    endpointPayloadType: `${GUIDE}/CodeSystem/EndpointPayloadTypeCS`,
    healthcareServiceCategory: `${GUIDE}/CodeSystem/HealthcareServiceCategoryCS`,
    insuranceProductType: `${GUIDE}/CodeSystem/InsuranceProductTypeCS`,
    insurancePlanType: `${GUIDE}/CodeSystem/InsurancePlanTypeCS`,
    organizationAffiliationRole: `${GUIDE}/CodeSystem/OrganizationAffiliationRoleCS`,
    organizationType: `${GUIDE}/CodeSystem/OrgTypeCS`,
    providerRole: `${GUIDE}/CodeSystem/ProviderRoleCS`,
    nucc: 'http://nucc.org/provider-taxonomy',
    npi: 'http://hl7.org/fhir/sid/us-npi',
    language: 'urn:ietf:bcp:47',
    identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
    maPlanId: 'http://cms.gov/medicare/ma-plan-id',
    actReason: 'http://terminology.hl7.org/CodeSystem/v3-ActReason',
} as const;
