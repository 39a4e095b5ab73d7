import {
    DataTable,
    DateInput,
    FilterButton,
    List,
    Pagination,
    SearchInput,
    SelectInput,
    TopToolbar,
    useTranslate,
} from 'react-admin';
import { ORG_TYPES } from '../../../../common/profiles';
import { userDetailPath } from '../../../../common/routes';
import { TimeAgo } from '../../../components/TimeAgo';
import { usePortalConfig } from '../../../providers/portalConfig';
import type { UserRecord } from '../../../../common/contract/users';
import { USER_STATUSES } from '../../../../common/vocabularies/users';
import { UserStatusChip } from './UserStatusChip';
import { fullName } from './userStatus';

const Column = DataTable.Col<UserRecord>;

/**
 * `/audits`, the user profiles: searched, filtered, sorted and paged by the server,
 * 20 to a page; a row opens the user's page. The route already admits admins only,
 * so react-admin's resource access check (made for `<Resource>` routes) is off.
 */
export const UserList = () => {
    const translate = useTranslate();
    return (
        <List
            resource="users"
            title="route.userProfiles"
            filters={useUserFilters()}
            actions={<UserListActions />}
            sort={{ field: 'lastName', order: 'ASC' }}
            perPage={20}
            pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
            exporter={false}
            empty={false}
            disableAuthentication
        >
            <DataTable<UserRecord> rowClick={id => userDetailPath(id)} bulkActionButtons={false}>
                <Column source="lastName" label="users.fields.fullName" render={fullName} />
                <Column source="username" label="users.fields.username" />
                <Column source="email" label="users.fields.email" />
                <Column
                    source="role"
                    label="users.fields.role"
                    render={user => translate(`roles.${user.role}`, { _: user.role })}
                />
                <Column
                    source="orgType"
                    label="users.fields.orgType"
                    render={user => translate(`orgTypes.${user.orgType}`, { _: user.orgType })}
                />
                <Column
                    source="status"
                    label="users.fields.status"
                    render={user => <UserStatusChip status={user.status} />}
                />
                <Column
                    source="lastLoginAt"
                    label="users.fields.lastLoginAt"
                    render={user => <TimeAgo time={user.lastLoginAt} empty={translate('users.never')} />}
                />
                <DataTable.NumberCol source="liveSessions" label="users.fields.liveSessions" disableSort />
            </DataTable>
        </List>
    );
};

const UserListActions = () => (
    <TopToolbar>
        <FilterButton />
    </TopToolbar>
);

/** Search, role (the profile's), organisation type and status at hand; sign-in dates on demand. */
const useUserFilters = () => {
    const translate = useTranslate();
    const { roles } = usePortalConfig();
    return [
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
            key="role"
            source="role"
            label="users.fields.role"
            choices={roles.map(({ id, label }) => ({ id, name: translate(`roles.${id}`, { _: label }) }))}
            translateChoice={false}
            alwaysOn
        />,
        <SelectInput
            key="orgType"
            source="orgType"
            label="users.fields.orgType"
            choices={ORG_TYPES.map(id => ({ id, name: `orgTypes.${id}` }))}
            alwaysOn
        />,
        <SelectInput
            key="status"
            source="status"
            label="users.fields.status"
            choices={USER_STATUSES.map(id => ({ id, name: `users.status.${id}` }))}
            alwaysOn
        />,
        <DateInput key="lastLoginAfter" source="lastLoginAfter" label="users.fields.lastLoginAfter" />,
        <DateInput key="lastLoginBefore" source="lastLoginBefore" label="users.fields.lastLoginBefore" />,
    ];
};
