import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checklist } from '../../../../common/contract/home';
import type { GettingStartedStep } from '../../../../common/vocabularies/gettingStarted';
import { homeApi, homeKeys } from '../homeApi';

/**
 * The user's checklist, read afresh each time the page opens (its steps follow what the user did
 * elsewhere), with the two changes the user makes to it: a tick and putting it away.
 */
export const useChecklist = () => {
    const queryClient = useQueryClient();
    const query = useQuery({ queryKey: homeKeys.checklist, queryFn: homeApi.checklist, refetchOnMount: 'always' });
    const onSuccess = (checklist: Checklist) => {
        queryClient.setQueryData(homeKeys.checklist, checklist);
        void queryClient.invalidateQueries({ queryKey: homeKeys.home, exact: true });
    };
    const tick = useMutation({
        mutationFn: ({ step, done }: { step: GettingStartedStep; done: boolean }) => homeApi.tick(step, done),
        onSuccess,
    });
    const dismiss = useMutation({ mutationFn: homeApi.dismiss, onSuccess });
    return { ...query, tick, dismiss };
};
