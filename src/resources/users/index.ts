import type { UserRecord } from '../../../common/contract/users';
import { UserList } from './UserList';
import { UserShow } from './UserShow';
import { fullName } from './userStatus';

/**
 * The `users` resource (issue 5). The route table mounts its views at `/audits` and
 * `/audits/:id` (src/screens.ts) rather than through `<Resource>`.
 */
export default {
    list: UserList,
    show: UserShow,
    recordRepresentation: (user: UserRecord) => fullName(user),
};

export { UserList, UserShow };
