import type { ProfileChanges, UserInfo } from '../../../../common/contract/profile';

export interface ProfileValues {
    firstName: string;
    lastName: string;
    email: string;
    userName: string;
    orgName: string;
    planName: string;
    language: string;
}

export type ProfileField = keyof ProfileValues;

/** The form's values from a profile; the organisation is `providerName` in UserInfo. */
export const valuesOf = (info: UserInfo): ProfileValues => ({
    firstName: info.firstName,
    lastName: info.lastName,
    email: info.email,
    userName: info.userName,
    orgName: info.providerName,
    planName: info.planName,
    language: info.language,
});

/**
 * What differs from the profile, trimmed. Never the organisation or plan name: those are the
 * organisation record's, which only an admin changes.
 */
export const changedFields = (info: UserInfo, values: ProfileValues): Omit<ProfileChanges, 'userId'> => {
    const before = valuesOf(info);
    const fields: ProfileField[] = ['firstName', 'lastName', 'email', 'userName', 'language'];
    return Object.fromEntries(
        fields.map(field => [field, values[field].trim()] as const).filter(([field, value]) => value !== before[field])
    );
};
