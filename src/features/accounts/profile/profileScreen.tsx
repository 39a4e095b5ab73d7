import userEvent from '@testing-library/user-event';
import { setAccount, signInReal } from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { ProfilePage } from './ProfilePage';

/** The profile screen's tests, against the real server of the calling test file. */

/** Answers on the real server: seconds on a loaded machine. */
export const SLOW = { timeout: 10_000 };

/** The profile screen, for the session in the browser. */
export const renderProfile = async (search = '') => {
    await renderScreen(`/userProfile${search}`, { '/userProfile': <ProfilePage /> });
    return userEvent.setup();
};

export const openProfile = async (username: string, search = '') => {
    await signInReal(username);
    return renderProfile(search);
};

/**
 * An account of a test's own, named Priya Raman: tests in a file share its server, so a test
 * that changes an account (its username, language, password, sessions) changes its own.
 */
export const ownAccount = (username: string) => setAccount(username, { firstName: 'Priya', lastName: 'Raman' });
