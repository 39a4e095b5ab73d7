import { Alert, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { REPORT_TEXT_MAX, type InquiryKind } from '../../../common/vocabularies/directoryChanges';
import { FormDialog } from '../../components/FormDialog';
import { formatDay } from '../../lib/dayAndMoney';
import { ReportRefused, sendReport } from './reportApi';

type Sending =
    | { state: 'editing' }
    | { state: 'sending' }
    | { state: 'sent'; dueOn: string }
    | { state: 'refused'; message: string };

/**
 * A member's message about one listing, without signing in: an error in it, or whether the provider
 * is in the member's network. The human check runs while the form is sent; the member is told by when
 * the answer comes, by e-mail.
 */
export const ReportForm = ({
    kind,
    resourceRef,
    listingName,
    onClose,
}: {
    kind: InquiryKind;
    resourceRef: string;
    listingName: string;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [question, setQuestion] = useState('');
    const [email, setEmail] = useState('');
    const [sending, setSending] = useState<Sending>({ state: 'editing' });
    const text = (key: string, options?: object) => translate(`findProvider.report.${kind}.${key}`, options);

    const submit = async () => {
        setSending({ state: 'sending' });
        try {
            const { dueOn } = await sendReport({ kind, resourceRef, question: question.trim(), email: email.trim() });
            setSending({ state: 'sent', dueOn });
        } catch (error) {
            const message = error instanceof ReportRefused ? error.message : translate('findProvider.report.failed');
            setSending({ state: 'refused', message });
        }
    };

    return (
        <FormDialog
            title={text('title')}
            submitLabel={translate('findProvider.report.send')}
            cancelLabel={translate(
                sending.state === 'sent' ? 'findProvider.report.close' : 'findProvider.report.cancel'
            )}
            // Once sent there is nothing more to send: the dialog only says by when the answer comes.
            onSubmit={sending.state === 'sent' ? undefined : () => void submit()}
            onClose={onClose}
            error={sending.state === 'refused' ? sending.message : undefined}
            submitBusy={sending.state === 'sending'}
            browserValidation
        >
            {sending.state === 'sent' ? (
                <Alert severity="success" role="status">
                    {translate('findProvider.report.sent', { date: formatDay(sending.dueOn, locale) })}
                </Alert>
            ) : (
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <Alert severity="info">{text('intro', { name: listingName })}</Alert>
                    <TextField
                        label={text('question')}
                        value={question}
                        onChange={event => setQuestion(event.target.value)}
                        required
                        multiline
                        minRows={3}
                        slotProps={{
                            htmlInput: { maxLength: REPORT_TEXT_MAX, readOnly: sending.state === 'sending' },
                        }}
                    />
                    <TextField
                        label={translate('findProvider.report.email')}
                        helperText={translate('findProvider.report.emailHelp')}
                        type="email"
                        value={email}
                        onChange={event => setEmail(event.target.value)}
                        required
                        autoComplete="email"
                        slotProps={{ htmlInput: { maxLength: 254, readOnly: sending.state === 'sending' } }}
                    />
                    {sending.state === 'sending' && (
                        <Alert severity="info" role="status">
                            {translate('findProvider.report.checking')}
                        </Alert>
                    )}
                </Stack>
            )}
        </FormDialog>
    );
};
