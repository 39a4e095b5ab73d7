import PhoneIcon from '@mui/icons-material/Phone';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePortalConfig } from '../../providers/portalConfig';

/** 'For any questions, please call:' and the support phone of the deployment. */
export const SupportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const { supportPhone } = usePortalConfig();
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby="support-dialog-title">
            <DialogTitle id="support-dialog-title">{translate('support.title')}</DialogTitle>
            <DialogContent>
                <Typography gutterBottom>{translate('support.call')}</Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PhoneIcon color="primary" />
                    <Link href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`} variant="h6">
                        {supportPhone}
                    </Link>
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('support.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
