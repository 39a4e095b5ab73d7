/**
 * The public account pages, loaded together as one chunk: separate chunks for each
 * split the code they share with the login page into many small chunks, which the login page
 * then loads one by one (about 3 KB more of gzip JavaScript, against its 250 KB budget).
 */
export { ActivationPage } from './activation/ActivationPage';
export { EmailChangePage } from './emailChange/EmailChangePage';
export { ForgotPasswordPage } from './passwordReset/ForgotPasswordPage';
export { ResetPasswordPage } from './passwordReset/ResetPasswordPage';
export { RegisterPage } from './register/RegisterPage';
