/** English texts of the public provider directory's FHIR API: its refusals and remarks (OperationOutcome). */
export const findProviderServerEn = {
    fhir: {
        unknownType: 'This server has no resource type "%{type}". It serves the Plan-Net types: %{types}.',
        unknownPath: 'There is nothing at %{path}. Start from /fhir/metadata.',
        notFound: '%{resource} is not in the provider directory.',
        gone: '%{resource} was withdrawn from the provider directory.',
        versionNotFound: 'Version %{version} of %{resource} is not kept: its current version is %{current}.',
        readOnly: 'The provider directory is read-only: %{method} is not allowed.',
        badDate:
            'The value "%{value}" of %{parameter} is not a date: give YYYY, YYYY-MM, YYYY-MM-DD or a date and time with its time zone, optionally after eq, ne, gt, lt, ge, le, sa or eb.',
        badCount: '_count must be a whole number from 0 to %{max}, not "%{value}".',
        badCursor: 'The page position "%{value}" is not valid: follow the next and previous links of a search.',
        badModifier: 'The modifier :%{modifier} cannot be used with %{parameter}.',
        badMissing: 'The value of %{parameter}:missing must be true or false.',
        badReference: 'The value "%{value}" of %{parameter} is not a reference: give Type/id or an id.',
        ignoredParameter: 'The search parameter %{parameter} is not supported here and was ignored.',
        ignoredInclude: '%{parameter}=%{value} is not supported here and was ignored.',
        tooManyRequests: 'Too many requests from your address: try again after %{retryAt}.',
        unexpected: 'The provider directory could not answer because of an unexpected failure. Try again later.',
    },
    directoryPublication: {
        templateMapped:
            'The table is published by its template (%{template}): only a table made blank or from a spreadsheet is mapped here.',
        unknownElement: '%{element} is not an element of a %{kind} listing.',
        unknownColumn: 'The column %{column} chosen for %{element} is not a column of this table.',
        incompatibleType:
            'The column %{column} holds %{type} values and cannot feed %{element}, which needs a %{expected} column.',
        requiredMissing: 'A %{kind} listing needs a column for %{element}.',
    },
};
