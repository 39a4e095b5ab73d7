/**
 * What an admin does for a new account before it sees anything: an organisation record for the
 * practice it declared, and the approval that links the account to it (through the API, as the
 * registrations screen does).
 */
export const approveNewProvider = async (
    portalUrl: string,
    username: string,
    organisation: { name: string; npi: string }
) => {
    const login = await fetch(`${portalUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Demo-Password-2026' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'content-type': 'application/json', 'x-token': token };
    const created = await fetch(`${portalUrl}/api/organisations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ kind: 'provider_organisation', ...organisation }),
    });
    const organisationId = ((await created.json()) as { data: { id: string } }).data.id;
    const queue = (await (await fetch(`${portalUrl}/api/registrations`, { headers })).json()) as {
        data: { id: string; username: string }[];
    };
    const applicant = queue.data.find(entry => entry.username === username)!;
    const approved = await fetch(`${portalUrl}/api/registrations/${applicant.id}/approve`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ organisationId }),
    });
    if (approved.status !== 200) throw new Error(`approval of ${username} failed: ${await approved.text()}`);
};
