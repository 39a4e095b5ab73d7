import { useQuery } from '@tanstack/react-query';
import { refreshUserInfo } from './authProvider';
import type { UserInfo } from '../../common/contract/profile';
import { getUserInfo } from './session';

/** The cache key of the signed-in user's own profile, for the screens that update it. */
export const USER_INFO_QUERY_KEY = ['userInfo'] as const;

/**
 * The signed-in user's profile, the one source of the top bar's greeting and the Contact Us
 * dialog's e-mail. The session's copy shows at once; a new tab, which has no copy, asks the
 * server, and every reader follows when the answer arrives. A failure shows the server's message.
 */
export const useUserInfo = () =>
    useQuery<UserInfo>({
        queryKey: USER_INFO_QUERY_KEY,
        queryFn: refreshUserInfo,
        initialData: getUserInfo,
        staleTime: 60_000,
        retry: false,
    });
