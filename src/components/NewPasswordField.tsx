import { useTranslate } from 'react-admin';
import {
    PASSWORD_MAX_LENGTH,
    PASSWORD_MIN_LENGTH,
    passwordProblem,
    type PasswordContext,
} from '../../common/validation/passwordPolicy';
import { PasswordField } from './PasswordField';

/**
 * A new password, with the rule it breaks shown as the user types (the server applies the
 * same rules). It carries the common-password list: keep it out of the login page.
 */
export const NewPasswordField = ({
    value,
    onChange,
    context,
    label,
    showError = false,
    refusal,
}: {
    value: string;
    onChange: (value: string) => void;
    /** The user's names, so that a password built from them is refused as the server would. */
    context: PasswordContext;
    label?: string;
    /** Shows the problem as an error (after a submit attempt); before, it is a hint. */
    showError?: boolean;
    /** The server's refusal of this password, shown until the password changes. */
    refusal?: string;
}) => {
    const translate = useTranslate();
    const problem = passwordProblem(value, context);
    const helperText = refusal
        ? refusal
        : value === ''
          ? translate('account.password.hint', { min: PASSWORD_MIN_LENGTH })
          : problem
            ? translate(`password.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
            : translate('account.password.fine');
    return (
        <PasswordField
            name="new-password"
            label={label ?? translate('account.password.new')}
            autoComplete="new-password"
            value={value}
            onChange={onChange}
            error={Boolean(refusal) || (showError && problem !== undefined)}
            helperText={<span aria-live="polite">{helperText}</span>}
        />
    );
};

/** Whether a new password passes the rules, for the forms to block their submit. */
export const isAcceptablePassword = (value: string, context: PasswordContext) =>
    passwordProblem(value, context) === undefined;
