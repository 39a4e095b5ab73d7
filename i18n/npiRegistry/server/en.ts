/** Server messages of the NPI registry checks. */
export const npiRegistryServerEn = {
    server: {
        npi: {
            invalid:
                '"%{npi}" is not a valid NPI: it has 10 digits, starts with 1 or 2 and ends with a matching check digit.',
            unknown: 'NPI %{npi} is not in the NPI registry.',
            deactivated: 'NPI %{npi} has been deactivated in the NPI registry.',
        },
    },
};
