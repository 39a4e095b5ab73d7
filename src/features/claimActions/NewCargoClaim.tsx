import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { CARGO_FILERS } from '../../../common/claimActions/vocabularies';
import type { Profile } from '../../../common/profiles';
import { useRoles } from '../../providers/session';
import { CargoFilingDialog } from './CargoFilingDialog';

/**
 * "File a claim" on the cargo desk's claim query, for the forwarder: a claim the claim query does
 * not hold yet is filed from nothing, and once filed it opens (`onFiled`), where its documents
 * are added and its deadlines shown.
 */
export const NewCargoClaim = ({ profile, onFiled }: { profile: Profile; onFiled: (claimId: number) => void }) => {
    const translate = useTranslate();
    const roles = useRoles();
    const refresh = useRefresh();
    const [open, setOpen] = useState(false);
    if (profile !== 'claims' || !roles.some(role => (CARGO_FILERS as readonly string[]).includes(role))) return null;
    return (
        <>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
                {translate('claimActionsView.cargoClaim.newButton')}
            </Button>
            {open && (
                <CargoFilingDialog
                    onClose={() => setOpen(false)}
                    onFiled={filing => {
                        refresh();
                        onFiled(filing.claimId);
                    }}
                />
            )}
        </>
    );
};
