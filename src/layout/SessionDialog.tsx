import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useExternalStore } from '../lib/externalStore';
import { resetToken } from '../providers/session';
import { sessionDialog } from '../providers/uiSignals';

/**
 * The Confirm-logout dialog: Re-Login resets the token and reloads, which leads to
 * sign-in with the page kept as the redirect; Cancel stays on the page. The getUserInfo variant
 * only offers OK.
 */
export const SessionDialog = () => {
    const translate = useTranslate();
    const kind = useExternalStore(sessionDialog);
    const relogin = () => {
        resetToken();
        window.location.reload();
    };
    const close = () => sessionDialog.set(null);
    return (
        <Dialog open={kind !== null} onClose={close} aria-labelledby="session-dialog-title" role="alertdialog">
            <DialogTitle id="session-dialog-title">{translate('session.confirmTitle')}</DialogTitle>
            <DialogContent>
                <DialogContentText>
                    {translate(kind === 'usernameChanged' ? 'session.usernameChanged' : 'session.loggedOut')}
                </DialogContentText>
            </DialogContent>
            <DialogActions>
                {kind === 'usernameChanged' ? (
                    <Button variant="contained" onClick={relogin} autoFocus>
                        {translate('session.ok')}
                    </Button>
                ) : (
                    <>
                        <Button onClick={close}>{translate('session.cancel')}</Button>
                        <Button variant="contained" color="warning" onClick={relogin} autoFocus>
                            {translate('session.relogin')}
                        </Button>
                    </>
                )}
            </DialogActions>
        </Dialog>
    );
};
