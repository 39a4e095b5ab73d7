import { UserList } from './UserList';
import { UserShow } from './UserShow';

/**
 * The user profiles: the route table mounts the list at `/audits` and one user's page at
 * `/audits/:id` (src/screens.ts) rather than through `<Resource>`.
 */
export { UserList, UserShow };
