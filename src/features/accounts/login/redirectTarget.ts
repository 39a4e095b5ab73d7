/**
 * Where a sign-in leads: the `redirect` query when it is a path inside the app, else `/`;
 * every other query key of the login page is kept (vue-element-admin's `otherQuery`).
 */
export const redirectTarget = (search: string): string => {
    const params = new URLSearchParams(search);
    const redirect = params.get('redirect');
    params.delete('redirect');
    const target = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
    const rest = params.toString();
    if (!rest) return target;
    return `${target}${target.includes('?') ? '&' : '?'}${rest}`;
};
