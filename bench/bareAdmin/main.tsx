import { createRoot } from 'react-dom/client';
import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, ListGuesser, Resource, type AuthProvider } from 'react-admin';

/**
 * The baseline of bench/login.ts: react-admin as its tutorial sets it up, with a resource behind
 * a sign-in, so that opening it shows react-admin's own login page.
 */
const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: () => Promise.reject(new Error('signed out')),
    checkError: async () => undefined,
    getPermissions: async () => undefined,
};

createRoot(document.getElementById('root')!).render(
    <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider} requireAuth>
        <Resource name="posts" list={ListGuesser} />
    </Admin>
);
