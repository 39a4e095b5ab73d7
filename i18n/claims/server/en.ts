/** Server messages of the claim desks: searches, exports, edits and imports. */
export const claimsServerEn = {
    server: {
        claims: {
            savedSearchName: 'You already have a saved search named %{name}.',
            savedSearchesFull: 'You keep %{max} saved searches already: delete one first.',
            savedSearchNotFound: 'There is no saved search with the id %{id}.',
            exportTooLarge:
                'The export would hold %{count} claims, more than the %{max} allowed. Narrow the search and try again.',
            notFound: 'There is no claim with the id %{id}.',
            npi: '"%{parameter}" must be an NPI: 10 digits starting with 1 or 2, with a valid check digit ("%{value}" is not).',
            rangeOrder: '"%{parameter}": the start of the range is after its end.',
            amount: '"%{parameter}" must be an amount of 0 or more.',
            code: '"%{parameter}" must be a code of letters, digits and dots, such as 99213 or E11.9 ("%{value}" is not).',
            day: '"%{parameter}" must be a date such as 2026-05-01 ("%{value}" is not).',
            hiddenFilter: 'The filter "%{key}" reads %{fields}, which your role does not receive.',
            hiddenSort: 'Claims cannot be sorted by "%{field}": your role does not receive that field.',
            stale: 'Claim %{number} was changed by someone else after you opened it. Its current values are shown: check them and save again.',
            codeFormat: {
                carc: '"%{parameter}" must be an adjustment reason code (CARC): up to 3 digits, or a letter and up to 2 digits, such as 45, 253 or B7 ("%{value}" is not).',
                rarc: '"%{parameter}" must be a remark code (RARC): M, MA or N and up to 3 digits, such as M15, MA01 or N130 ("%{value}" is not).',
                ncpdp: '"%{parameter}" must be an NCPDP reject code: 2 or 3 letters or digits, such as 75, N1 or 569 ("%{value}" is not).',
            },
            sheet: 'Claims',
            import: {
                x12Broken: 'This X12 file is malformed: %{detail}',
                notRemittance: 'This X12 file holds a %{type} transaction, not an 835 remittance.',
                noClaims: 'This 835 file holds no claim payment (CLP).',
                tooManyClaims:
                    'This file holds more than %{max} claims, the most one import takes. Split it into several files.',
                tooManySegments:
                    'This remittance has more than %{max} segments, the most one import reads. Split it into several files.',
                x12NotHere:
                    'X12 remittances are imported on the healthcare desk only: import a CSV or Excel sheet of claims here.',
                noFile: 'Send the file as multipart/form-data with one part named "file".',
                tooLarge: 'The file is larger than %{max} MB: split it and import the parts.',
                claimNumberColumn:
                    'The sheet has no claim number column: its header row must name the fields, as an export writes them.',
                x12Date: '%{segment}: "%{value}" is not a date (CCYYMMDD).',
                x12Amount: '%{element}: "%{value}" is not an amount.',
                groupCode: 'Adjustment group "%{value}" is unknown; group codes: %{allowed}.',
                reasonCode:
                    'Adjustment reason "%{value}" is not an adjustment reason code (CARC): up to 3 digits, or a letter and up to 2 digits, such as 45, 253 or B7.',
                remarkCode:
                    'Remark "%{value}" is not a remark code (RARC): M, MA or N and up to 3 digits, such as M15, MA01 or N130.',
                pcnMissing: 'The claim payment has no patient control number (CLP01).',
                clp02: 'Claim status "%{value}" (CLP02) is unknown; codes: %{allowed}.',
                npi: '"%{value}" is not an NPI (10 digits with a valid check digit).',
                unbalanced: 'Does not balance: billed %{billed} ≠ paid %{paid} + adjustments %{adjusted}.',
                ambiguous:
                    'Several claims carry the patient control number %{value}: send the payer claim number (CLP07).',
                missing: 'A new claim needs %{fields}.',
                status: '"%{value}" is not a status of this desk.',
                paidOverBilled: 'Paid %{paid} is more than billed %{billed}.',
                date: '%{column}: "%{value}" is not a date such as 2026-05-01.',
                money: '%{column}: "%{value}" is not an amount of 0 or more.',
                code: '%{column}: "%{value}" is not one of the codes of this field.',
                formulaStart: '%{column}: "%{value}" would run as a formula in a spreadsheet.',
                formula: '%{column}: a formula (%{formula}) instead of a value.',
                cellError: '%{column}: the cell holds an error (%{value}).',
                claimNumberMissing: 'The row has no claim number.',
                otherParties:
                    'Names other parties than claim %{claim} has (%{fields}): an import never moves a claim to another payer, provider, patient or organisation. Nothing of this claim was changed.',
            },
        },
    },
};
