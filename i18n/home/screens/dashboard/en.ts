/**
 * The dashboard's texts, loaded only when the dashboard opens: the login page and the rest of
 * the portal never download them. The claim status, age and denial-reason names come from the
 * claim desk's catalog (`codes.*`), loaded with these.
 */
export const dashboardEn = {
    loading: 'Loading the dashboard…',
    period: 'Period',
    periods: { '7': 'Last 7 days', '30': 'Last 30 days', '90': 'Last 90 days' },
    range: '%{from} to %{to}',
    inPeriod: 'in the period',
    now: 'now',
    showTable: 'Show as table',
    showChart: 'Show as chart',
    empty: 'Nothing to show yet.',
    chartLabel: '%{title}: chart. The same numbers are in its table (Show as table).',
    panels: {
        usersByRole: { title: 'Users by role and status', axis: 'Role' },
        signIns: { title: 'Sign-ins per day', axis: 'Day' },
        topScreens: { title: 'Most visited screens', axis: 'Screen' },
        openRequests: { title: 'Open connection requests', axis: 'Connection type' },
        directoryFreshness: { title: 'Directory rows verified in the last 90 days', axis: 'Table' },
        connections: { title: 'Your connections', axis: 'Connection type' },
        listing: { title: 'Your directory listing', axis: 'Verification' },
        claimsByStatus: { title: 'Claims received, by status', axis: 'Status' },
        claimsByAge: { title: 'Open claims by age', axis: 'Age' },
        denialReasons: { title: 'Denied claims by reason (CARC; a claim may give several)', axis: 'Reason' },
    },
    figures: {
        users: 'Users',
        activeUsers: 'Active users',
        signIns: 'Sign-ins',
        failedSignIns: 'Failed sign-ins',
        openRequests: 'Open connection requests',
        activeConnections: 'Active connections',
        connectedProviders: 'Connected providers',
        listingsDue: 'Listing rows to verify',
        claims: 'Claims received',
        deniedClaims: 'Denied claims',
        openClaims: 'Open claims',
    },
    measures: {
        views: 'Views',
        requests: 'Requests',
        verifiedShare: 'Verified (%)',
        rows: 'Rows',
        claims: 'Claims',
        success: 'Signed in',
        failure: 'Refused',
    },
    listingStates: {
        verified: 'Verified in the last 90 days',
        due: 'Due for verification',
        never: 'Never verified',
    },
};

export type DashboardMessages = typeof dashboardEn;
