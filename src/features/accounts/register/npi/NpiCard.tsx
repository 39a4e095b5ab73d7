import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { NpiEntry } from '../../../../../common/contract/account';

/**
 * The registry's entry for an NPI, for the user to confirm: name and credential, primary
 * taxonomy with its code, practice address and phone.
 */
export const NpiCard = ({
    entry,
    confirmed,
    onConfirm,
    onReject,
}: {
    entry: NpiEntry;
    confirmed: boolean;
    onConfirm: () => void;
    onReject: () => void;
}) => {
    const translate = useTranslate();
    const { address, taxonomy } = entry;
    const cityLine = [address.city, [address.state, postalCode(address.postalCode)].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');
    return (
        <Card
            variant="outlined"
            component="section"
            aria-label={translate('register.npi.cardLabel', { npi: entry.npi })}
        >
            <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                    <Typography variant="h6" component="h2">
                        {[entry.name, entry.credential].filter(Boolean).join(', ')}
                    </Typography>
                    <Chip size="small" label={translate(`register.npi.entity.${entry.entityType}`)} />
                    {confirmed && (
                        <Chip
                            size="small"
                            color="success"
                            icon={<CheckCircleIcon />}
                            label={translate('register.npi.confirmed')}
                        />
                    )}
                </Stack>
                <Detail label={translate('register.npi.number')}>{entry.npi}</Detail>
                <Detail label={translate('register.npi.taxonomy')}>
                    {taxonomy
                        ? `${taxonomy.description ?? translate('register.npi.taxonomyUnknown')} (${taxonomy.code})`
                        : translate('register.npi.none')}
                </Detail>
                <Detail label={translate('register.npi.address')}>
                    {[address.line1, address.line2, cityLine].filter(Boolean).map(line => (
                        <Box key={line}>{line}</Box>
                    ))}
                </Detail>
                {entry.phone && <Detail label={translate('register.npi.phone')}>{phoneNumber(entry.phone)}</Detail>}
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end' }}>
                {confirmed ? (
                    <Button onClick={onReject}>{translate('register.npi.change')}</Button>
                ) : (
                    <>
                        <Button onClick={onReject}>{translate('register.npi.reject')}</Button>
                        <Button variant="contained" onClick={onConfirm}>
                            {translate('register.npi.confirm')}
                        </Button>
                    </>
                )}
            </CardActions>
        </Card>
    );
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '9rem 1fr', gap: 1, py: 0.25 }}>
        <Typography variant="body2" color="text.secondary">
            {label}
        </Typography>
        <Typography variant="body2" component="div">
            {children}
        </Typography>
    </Box>
);

/** ZIP+4 as the registry stores it (`627011234`) is shown as `62701-1234`. */
const postalCode = (value: string) => (/^\d{9}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value);
/** NPPES keeps US numbers as 10 bare digits. */
const phoneNumber = (value: string) =>
    /^\d{10}$/.test(value) ? `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}` : value;
