import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../providers/dataProvider';
import type { AccessMatrix, AccessRole, ScreenAccessRow } from '../../../../common/contract/access';

/** The server titles screens and roles in the UI language: read again when it changes. */
const useAccessKey = () => ['access', useLocaleState()[0]] as const;

export const useAccessMatrix = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({
        queryKey: useAccessKey(),
        queryFn: () => dataProvider.getAccess().then(({ data }) => data),
    });
};

/**
 * Grants, revokes or resets one cell; the cell shows the server's answer. A refusal leaves it
 * as it was, and the HTTP client shows the server's message.
 */
export const useChangeAccess = (role: AccessRole, row: ScreenAccessRow) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const queryClient = useQueryClient();
    const key = useAccessKey();
    return useMutation({
        mutationFn: (allowed: boolean | null) =>
            dataProvider.changeAccess({ role: role.id, screen: row.screen, allowed }),
        onSuccess: ({ data }) => {
            if (!data || typeof data.allowed !== 'boolean') return;
            queryClient.setQueryData<AccessMatrix>(key, matrix => matrix && withCell(matrix, data));
            notify('access.saved', {
                type: 'success',
                messageArgs: {
                    role: role.label,
                    screen: row.title,
                    state: translate(data.allowed ? 'access.allowed' : 'access.denied'),
                },
            });
        },
    });
};

const withCell = (
    matrix: AccessMatrix,
    { role, screen, allowed, byDefault }: { role: string; screen: string; allowed: boolean; byDefault: boolean }
): AccessMatrix => ({
    ...matrix,
    screens: matrix.screens.map(row =>
        row.screen === screen ? { ...row, access: { ...row.access, [role]: { allowed, byDefault } } } : row
    ),
});
