/**
 * English texts of Home (what needs attention now) and the getting-started checklist: downloaded
 * with those screens rather than with the portal's catalog, which the sign-in page loads.
 */
export const homePagesEn = {
    home: {
        heading: 'What needs your attention',
        allClear: 'Nothing needs your attention right now.',
        requests: {
            title: 'Connection requests to answer',
            item: '%{organisation} asks for a "%{kind}" connection (%{name})',
            answer: 'Answer',
            answerLabel: 'Answer the request of %{organisation}: %{kind}',
            awaiting: 'Requests you sent that are still waiting for an answer: %{count}',
            none: 'No connection request is waiting for your answer.',
            openConnect: 'Open Connect',
        },
        listing: {
            title: 'Your directory listing',
            due: 'Your listing’s only row was not confirmed within the last 90 days. |||| %{due} of the %{smart_count} rows of your listing were not confirmed within the last 90 days.',
            current:
                'Your listing is confirmed: its row was verified within the last 90 days. |||| Your listing is confirmed: its %{smart_count} rows were all verified within the last 90 days.',
            review: 'Review my listing',
        },
        checklist: {
            title: 'Getting started',
            progress: '%{done} of %{total} steps done',
            next: 'Next: %{step}',
            open: 'Continue getting started',
        },
        claims: {
            title: 'Recent claims activity',
            week: 'Claims whose status changed in the last 7 days: %{count}',
            none: 'None of your claims changed recently.',
            claim: 'Claim',
            status: 'Status',
            billed: 'Billed',
            changed: 'Changed',
            openClaim: 'Open claim %{number}',
            openQuery: 'Open the claim query',
        },
    },
    gettingStarted: {
        intro: 'The first things to do in the portal as %{role}. The portal checks most steps as you do them; tick the others yourself.',
        progress: '%{done} of %{total} steps done',
        progressLabel: 'Getting started progress',
        complete: 'All done. You can put this checklist away; it stays on this page if you need it again.',
        dismiss: 'Put the checklist away',
        dismissed: 'You put the checklist away: Home no longer mentions it.',
        showAgain: 'Show it on Home again',
        go: 'Go there',
        goLabel: '%{step}: go there',
        markDone: 'Mark as done',
        markUndone: 'Mark as not done',
        markDoneLabel: 'Mark as done: %{step}',
        markUndoneLabel: 'Mark as not done: %{step}',
        done: 'Done',
        todo: 'To do',
        automatic: 'The portal ticks this step when it is done',
        manual: 'You tick this step yourself',
        steps: {
            confirmNpi: {
                title: 'Confirm your NPI details',
                help: 'Check that the NPI registry entry is you and your practice.',
            },
            completeProfile: {
                title: 'Complete your profile',
                help: 'Your name, e-mail address and organisation name filled in.',
                helpPlan: 'Your name, e-mail address, organisation name and plan name filled in.',
            },
            secondFactor: {
                title: 'Set up the authenticator app',
                help: 'Sign-ins then ask for a code from your phone as well as your password.',
            },
            connectPlan: {
                title: 'Connect with a health plan',
                help: 'Request a connection with a plan, for network participation or data sharing.',
            },
            connectProvider: {
                title: 'Connect with a provider',
                help: 'Request or accept a connection with a provider practice.',
            },
            connectAdjuster: {
                title: 'Connect with an insurer’s claim team',
                help: 'Request a claims handling connection with a claims adjuster.',
            },
            connectForwarder: {
                title: 'Connect with a freight forwarder',
                help: 'Request or accept a claims handling connection with a forwarder.',
            },
            verifyListing: {
                title: 'Verify your directory listing',
                help: 'Confirm the rows the provider directory holds for your NPI; they need confirming every 90 days.',
            },
            searchClaims: { title: 'Search your claims', help: 'Run a first search in the claim query.' },
            saveSearch: { title: 'Save a claim search', help: 'Keep a search you use often under a name.' },
            createTable: {
                title: 'Create a directory table',
                help: 'The provider directory needs at least one table.',
            },
            reviewAccess: {
                title: 'Review who opens which screen',
                help: 'Check the access of each role on the Access page.',
            },
            readSupport: {
                title: 'Find where to get help',
                help: 'Read the Support page: the phone number, the hours and the questions asked most.',
            },
        },
    },
};
export type HomeMessages = typeof homePagesEn;
