import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isValidEmail } from '../../../common/validation/email';
import { ApiError } from '../../providers/httpClient';
import { userApi } from '../../providers/userApi';
import { useUserInfo } from '../../providers/useUserInfo';

export interface ContactValues {
    email: string;
    subject: string;
    description: string;
}

/**
 * The Contact Us form's behaviour, shared by the top bar's dialog and the Support page: Send
 * needs all three fields and a valid e-mail; the outcome (the server's confirmation or its
 * refusal) is one message; what the user typed stays until the request is received.
 */
export const useContactForm = () => {
    const translate = useTranslate();
    const profileEmail = useUserInfo().data?.email ?? '';
    // The e-mail is the profile's, whenever that arrives, until the user edits it.
    const [edited, setEdited] = useState<Partial<ContactValues>>({});
    const values: ContactValues = { email: profileEmail, subject: '', description: '', ...edited };
    const [emailTouched, setEmailTouched] = useState(false);
    const [result, setResult] = useState<string | null>(null);
    const [sending, setSending] = useState(false);
    const complete = Boolean(values.email.trim() && values.subject.trim() && values.description.trim());
    const emailInvalid = values.email.trim() !== '' && !isValidEmail(values.email.trim());

    /** False when the form is not ready to go; the caller may then keep its dialog open. */
    const canSend = () => {
        if (emailInvalid) setEmailTouched(true);
        return complete && !emailInvalid;
    };

    const send = async () => {
        setSending(true);
        try {
            await userApi.contactUs({
                email: values.email.trim(),
                subject: values.subject.trim(),
                description: values.description.trim(),
            });
            setEdited({});
            setEmailTouched(false);
            setResult(translate('contact.received'));
        } catch (error) {
            setResult(error instanceof ApiError ? error.message : translate('http.error'));
        } finally {
            setSending(false);
        }
    };

    return {
        values,
        setValue: (name: keyof ContactValues, value: string) => setEdited(current => ({ ...current, [name]: value })),
        profileEmail,
        emailInvalid,
        emailTouched,
        touchEmail: () => setEmailTouched(true),
        complete,
        sending,
        canSend,
        send,
        result,
        clearResult: () => setResult(null),
    };
};

export type ContactFormState = ReturnType<typeof useContactForm>;
