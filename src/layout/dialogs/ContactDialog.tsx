import { useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { ContactFields, ContactResultDialog, useContactForm } from '../../components/contact';

/**
 * The contact form in a dialog: the form closes on Send and a second dialog
 * tells the outcome.
 */
export const ContactDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const form = useContactForm();
    const send = () => {
        if (!form.canSend()) return;
        onClose();
        void form.send();
    };
    return (
        <>
            {open && (
                // The outcome, a refusal too, is told by the result dialog after this one has closed.
                <FormDialog
                    title={translate('contact.title')}
                    submitLabel={translate('contact.send')}
                    cancelLabel={translate('contact.cancel')}
                    onSubmit={send}
                    onClose={onClose}
                    submitDisabled={!form.complete}
                >
                    <ContactFields form={form} />
                </FormDialog>
            )}
            <ContactResultDialog form={form} />
        </>
    );
};
