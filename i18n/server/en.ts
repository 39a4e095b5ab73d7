import { serverTenancyEn } from './tenancy/en';
import { serverRolePagesEn } from './rolePages/en';
import { serverChecklistEn } from './rolePages/home/en';
import { serverPublicDirectoryEn } from './publicDirectory/en';
import { serverClaimActionsEn } from '../claimActions/server/en';

/**
 * English server catalog: the API's messages and the account e-mails. The reference the
 * other languages match key for key; the SPA never downloads it.
 */
export const serverEn = {
    server: {
        npi: {
            invalid:
                '"%{npi}" is not a valid NPI: it has 10 digits, starts with 1 or 2 and ends with a matching check digit.',
            unknown: 'NPI %{npi} is not in the NPI registry.',
            deactivated: 'NPI %{npi} has been deactivated in the NPI registry.',
        },
        keys: {
            activation: {
                unknown: 'This activation link is not valid. Ask for a new activation e-mail.',
                used: 'This activation link has already been used. You can sign in.',
                expired: 'This activation link has expired. Ask for a new activation e-mail.',
            },
            reset: {
                unknown: 'This password reset link is not valid. Ask for a new one.',
                used: 'This password reset link has already been used. Ask for a new one if you need to.',
                expired: 'This password reset link has expired. Ask for a new one.',
            },
            email_change: {
                unknown: 'This e-mail confirmation link is not valid.',
                used: 'This e-mail change has already been confirmed.',
                expired: 'This e-mail confirmation link has expired. Change the address again from your profile.',
            },
            login_challenge: {
                unknown: 'This sign-in is no longer valid. Sign in again.',
                used: 'This sign-in is already complete. Sign in again if needed.',
                expired: 'This sign-in took too long. Sign in again.',
            },
        },
        register: {
            accountType: 'Accounts of type "%{accountType}" cannot be registered.',
            usernameFormat:
                'A username has 3 to 50 letters, digits, dots, dashes or underscores, and starts with a letter or a digit.',
            usernameTaken: 'The username "%{username}" is already taken.',
            emailTaken: 'An account already uses the e-mail address %{email}.',
            created:
                'Check your e-mail: we sent a message to the address you gave. Open the link in it to activate your account.',
        },
        activate: {
            done: 'Your account is active. An administrator now approves it for your organisation; you will get an e-mail, and can sign in to see your profile meanwhile.',
            resent: 'If a pending account uses this address, a new activation e-mail is on its way.',
        },
        reset: {
            requested: 'If an account uses this address, an e-mail with a reset link is on its way.',
            sent: 'A password reset e-mail is on its way to %{email}.',
            notActive: 'Only an active account can reset its password.',
            done: 'Your password is changed. Sign in with the new one.',
        },
        emailChange: {
            done: 'Your e-mail address is now %{email}.',
        },
        profile: {
            foreign: 'You can only open your own profile.',
            unknownUser: 'There is no such user.',
            currentPasswordWrong: 'The current password is not correct.',
            saved: 'Your profile is saved.',
            emailPending: 'Your profile is saved. Confirm the new address %{email} with the link we sent to it.',
            passwordChanged: 'Your password is changed. Your other sessions have ended.',
            sessionUnknown: 'There is no such session of yours.',
        },
        totp: {
            alreadyEnabled: 'A second factor is already set up.',
            notStarted: 'Start the set-up of the second factor first.',
            wrongCode: 'The code is not correct.',
            required: 'Your role requires a second factor: it cannot be removed.',
            setupRequired: 'Set up a second factor (an authenticator app) before you continue.',
            enabled: 'The second factor is on. Keep the recovery codes somewhere safe.',
            disabled: 'The second factor is off.',
        },
        access: {
            screenLocked: 'The access to "%{screen}" cannot be changed.',
            roleUnknown: 'Access cannot be changed for the role "%{role}".',
        },
        login: {
            incorrect: 'Account and password are incorrect.',
            slowDown:
                'Too many failed attempts on this account. Try again in %{smart_count} second. |||| Too many failed attempts on this account. Try again in %{smart_count} seconds.',
            throttled:
                'Too many failed sign-in attempts. Try again after %{time} UTC (in %{smart_count} minute). |||| Too many failed sign-in attempts. Try again after %{time} UTC (in %{smart_count} minutes).',
            pending: 'This account has not been activated yet. Use the link in your activation e-mail.',
            locked: 'This account is locked. Contact your portal administrator.',
            disabled: 'This account is disabled. Contact your portal administrator.',
        },
        session: {
            missing: 'You are not signed in.',
            invalid: 'Login failed, unable to get user details.',
            ended: 'Your session has ended. Please sign in again.',
            expired: 'Your session has expired. Please sign in again.',
        },
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
        contact: {
            received: 'Your request is received. We will get back to you as soon as we can.',
            emailInvalid: '"%{field}" must be an e-mail address such as name@example.com.',
            throttled:
                'You have sent too many contact requests. Try again after %{time} UTC (in %{smart_count} minute). |||| You have sent too many contact requests. Try again after %{time} UTC (in %{smart_count} minutes).',
            deliveryFailed:
                'Your request was recorded, but it could not be e-mailed to our support team. Please call support at %{phone}.',
        },
        pageViews: {
            none: '"%{field}" must hold at least one page view.',
            tooMany: '"%{field}" may hold at most %{max} page views.',
            pathStart: '"%{field}" must start with "/".',
            pathQuery: '"%{field}" must not contain a query string ("?").',
            pathUnknown: '"%{field}" is not a screen of the portal.',
            atFormat: '"%{field}" must be an ISO 8601 time such as 2026-05-01T09:30:00Z.',
            atStale: '"%{field}" is more than 24 hours in the past.',
            atFuture: '"%{field}" is more than 1 minute in the future.',
        },
        users: {
            notFound: 'There is no user with the id %{id}.',
            ownStatus: 'You cannot change the status of your own account.',
            statusChange: 'The account is %{current}; it cannot be changed to %{wanted}.',
            statusSame: 'The account is already %{current}.',
        },
        statuses: {
            pending: 'pending',
            active: 'active',
            locked: 'locked',
            disabled: 'disabled',
        },
        sessions: {
            notFound: 'There is no session with the id %{id}.',
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
        dashboard: {
            period: '"%{field}" must be 7, 30 or 90 (days), not "%{value}".',
        },
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
        auditExport: {
            tooLarge:
                'The export would hold %{count} rows, more than the %{max} allowed. Narrow the filter and try again.',
            sheet: 'Audit trail',
            columns: {
                time: 'Time (UTC)',
                user: 'User',
                role: 'Role',
                action: 'Action',
                targetType: 'Target type',
                targetId: 'Target id',
                outcome: 'Outcome',
                reason: 'Reason',
                address: 'Address',
                userAgent: 'User agent',
                changes: 'Changes',
            },
        },
        notFound: 'There is nothing at %{path}.',
        forbidden: 'You are not allowed to do this.',
        tooManyRequests: 'Too many requests. Please wait a moment and try again.',
        budgetsUnavailable:
            'The portal cannot check its request limits right now, so account requests are paused. Nothing was changed; please try again in a few minutes.',
        internal: 'Something went wrong on the server. Please try again.',
    },
    tenancy: serverTenancyEn.tenancy,
    mail: {
        ...serverTenancyEn.tenancyMail,
        registrationAttempt: {
            subject: 'An account already uses this address at %{product}',
            body: 'Hello %{name},\n\nSomeone asked for a new %{product} account with this e-mail address, which your account %{username} already uses, so no account was created.\n\nIf it was you, sign in as %{username}, or use "Forgot password?" on the sign-in page:\n\n%{link}\n\nIf it was not you, ignore this e-mail: nothing has changed.',
        },
        signature: 'The %{product} team',
        activation: {
            subject: 'Activate your %{product} account',
            body: 'Hello %{name},\n\nYour account %{username} has been created. Open this link within 24 hours to activate it:\n\n%{link}\n\nIf you did not ask for an account, ignore this e-mail: nothing happens without the link.',
        },
        reset: {
            subject: 'Reset your %{product} password',
            body: 'Hello %{name},\n\nA password reset was asked for the account %{username}. Open this link within 1 hour to choose a new password:\n\n%{link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.',
        },
        emailChange: {
            subject: 'Confirm your new e-mail address for %{product}',
            body: 'Hello %{name},\n\nOpen this link within 24 hours to make %{newEmail} the e-mail address of the account %{username}:\n\n%{link}\n\nIf you did not ask for this change, ignore this e-mail.',
        },
        emailChangeNotice: {
            subject: 'Your %{product} e-mail address is being changed',
            body: 'Hello %{name},\n\nA change of the e-mail address of the account %{username} to %{newEmail} was asked for. It applies only once confirmed from the new address. If you did not ask for it, change your password and contact your administrator.',
        },
        passwordChanged: {
            subject: 'Your %{product} password was changed',
            body: 'Hello %{name},\n\nThe password of the account %{username} has just been changed, and every other session has ended. If you did not do it, ask for a password reset at once and contact your administrator.',
        },
    },
    ...serverRolePagesEn,
    ...serverChecklistEn,
    ...serverPublicDirectoryEn,
    ...serverClaimActionsEn,
};
