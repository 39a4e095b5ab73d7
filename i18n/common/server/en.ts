/** Server messages every area shares: request validation, list parameters, generic refusals, the e-mail signature. */
export const commonServerEn = {
    server: {
        validation: {
            required: '"%{field}" is required.',
            empty: '"%{field}" must not be empty.',
            tooLong: '"%{field}" must be at most %{max} characters long.',
            tooMany: '"%{field}" may hold at most %{max} items.',
            type: '"%{field}" must be %{expected}.',
            unknownField: '"%{field}" is not an accepted field.',
            invalid: '"%{field}" is not valid.',
            body: 'The request body is not valid JSON.',
            bodyTooLarge: 'The request is too large.',
            mediaType: 'Send the request body as application/json.',
            unstorableText:
                '"%{field}" contains a character that cannot be stored (a NUL character or an unpaired surrogate). Remove it and try again.',
            dateBounds: '"%{field}" must be a date from %{min} to %{max}.',
        },
        types: {
            string: 'text',
            number: 'a number',
            boolean: 'true or false',
            object: 'an object',
            array: 'a list',
        },
        list: {
            json: '"%{field}" must be JSON, for example %{example}.',
            sort: '"%{parameter}" must be a list of a field name and ASC or DESC, for example ["id","ASC"].',
            sortField: '"%{parameter}" cannot sort by "%{value}". Sortable fields: %{allowed}.',
            sortOrder: '"%{parameter}" must end with ASC or DESC.',
            range: '"%{parameter}" must be [first, last]: two whole numbers from 0, first ≤ last, for example [0,24].',
            rangeTooLarge: '"%{parameter}" may cover at most %{max} rows.',
            filterKey: '"%{parameter}" has no key "%{key}". Keys: %{allowed}.',
            value: '"%{parameter}" cannot be "%{value}". Values: %{allowed}.',
            date: '"%{parameter}" must be an ISO 8601 date or time such as 2026-05-01 or 2026-05-01T09:30:00Z.',
            dateBounds: '"%{parameter}" must be a date from %{min} to %{max}.',
        },
        notFound: 'There is nothing at %{path}.',
        forbidden: 'You are not allowed to do this.',
        tooManyRequests: 'Too many requests. Please wait a moment and try again.',
        budgetsUnavailable:
            'The portal cannot check its request limits right now, so account requests are paused. Nothing was changed; please try again in a few minutes.',
        internal: 'Something went wrong on the server. Please try again.',
    },
    mail: {
        signature: 'The %{product} team',
    },
};
