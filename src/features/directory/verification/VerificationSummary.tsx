import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DirectoryRowRecord } from '../../../../common/contract/directory';
import { parseTime } from '../../../lib/time';

/** How a listing was last verified (when, by whom, how, the phone note) and a hold keeping it public. */
export const VerificationSummary = ({ row }: { row: DirectoryRowRecord }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    return (
        <>
            <Typography variant="body2">
                {row.verifiedAt
                    ? // A verification names its user while the account exists; one made outside the portal or by a
                      // since deleted account says when and how only.
                      translate(
                          row.verifiedBy
                              ? 'directoryAccuracy.ui.lastVerified'
                              : 'directoryAccuracy.ui.lastVerifiedUnattributed',
                          {
                              date: parseTime(row.verifiedAt, '{y}-{m}-{d} {h}:{i}', locale),
                              user: row.verifiedBy,
                              method: row.verifiedMethod
                                  ? translate(`directoryAccuracy.methods.${row.verifiedMethod}`)
                                  : '—',
                          }
                      )
                    : translate('directory.ui.neverVerified')}
            </Typography>
            {row.verifiedNote && (
                <Typography variant="body2">
                    {translate('directoryAccuracy.ui.note', { note: row.verifiedNote })}
                </Typography>
            )}
            {row.publicationHold && (
                <Typography variant="body2">
                    {translate('directoryAccuracy.ui.held', { reason: row.publicationHold })}
                </Typography>
            )}
        </>
    );
};
