import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../../lib/download';
import { usePortalConfig } from '../../../providers/portalConfig';

/** The recovery codes, shown this once: copy them or save them as a text file, then done. */
export const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { profile } = usePortalConfig();
    const product = translate(`app.title.${profile}`);
    const text = `${translate('secondFactor.codes.fileHeading', { product })}\n\n${codes.join('\n')}\n`;

    const copy = async () => {
        try {
            await navigator.clipboard.writeText(codes.join('\n'));
            notify('secondFactor.codes.copied', { type: 'info' });
        } catch {
            notify('secondFactor.codes.copyFailed', { type: 'warning' });
        }
    };

    return (
        <Stack spacing={2}>
            <Alert severity="warning">{translate('secondFactor.codes.once')}</Alert>
            <Box
                component="ol"
                aria-label={translate('secondFactor.codes.label')}
                sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, m: 0, pl: 4, maxWidth: 360 }}
            >
                {codes.map(code => (
                    <li key={code}>{code}</li>
                ))}
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button startIcon={<ContentCopyIcon />} onClick={copy}>
                    {translate('secondFactor.codes.copy')}
                </Button>
                <Button
                    startIcon={<DownloadIcon />}
                    onClick={() =>
                        saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt')
                    }
                >
                    {translate('secondFactor.codes.download')}
                </Button>
                <Button variant="contained" onClick={onDone}>
                    {translate('secondFactor.codes.done')}
                </Button>
            </Stack>
        </Stack>
    );
};
