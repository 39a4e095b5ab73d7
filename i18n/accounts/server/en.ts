/** Server messages of accounts: sign-in, registration, activation, password and e-mail changes, the profile, the second factor, and the account e-mails. */
export const accountsServerEn = {
    server: {
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
    },
    mail: {
        registrationAttempt: {
            subject: 'An account already uses this address at %{product}',
            body: 'Hello %{name},\n\nSomeone asked for a new %{product} account with this e-mail address, which your account %{username} already uses, so no account was created.\n\nIf it was you, sign in as %{username}, or use "Forgot password?" on the sign-in page:\n\n%{link}\n\nIf it was not you, ignore this e-mail: nothing has changed.',
        },
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
};
