import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { DirectoryRowRecord } from '../../../../common/contract/directory';
import { createI18nProvider } from '../../../providers/i18nProvider';
import { VerificationSummary } from './VerificationSummary';

const row = (verification: Partial<DirectoryRowRecord>) =>
    ({
        verifiedAt: '2026-11-02T14:30:00.000Z',
        verifiedBy: null,
        verifiedMethod: 'attestation',
        verifiedNote: null,
        publicationHold: null,
        ...verification,
    }) as DirectoryRowRecord;

const renderSummary = async (listing: DirectoryRowRecord) =>
    render(
        <AdminContext i18nProvider={await createI18nProvider('en')} store={memoryStore()}>
            <VerificationSummary row={listing} />
        </AdminContext>
    );

describe('the verification summary of a listing', () => {
    it('names the user who verified it', async () => {
        await renderSummary(row({ verifiedBy: 'healthplan', verifiedMethod: 'phone' }));
        expect(screen.getByText(/^Last verified 2026-11-02 \d\d:30 by healthplan \(phone call\)$/)).toBeTruthy();
    });

    it('says when and how only when no portal account made the verification', async () => {
        await renderSummary(row({ verifiedBy: null }));
        expect(screen.getByText(/^Last verified 2026-11-02 \d\d:30 \(provider attestation\)$/)).toBeTruthy();
        expect(screen.queryByText(/by/)).toBeNull();
    });
});
