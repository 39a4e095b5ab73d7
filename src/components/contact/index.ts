export { ContactFields } from './ContactFields';
export { ContactResultDialog } from './ContactResultDialog';
export { useContactForm, type ContactFormState, type ContactValues } from './useContactForm';
