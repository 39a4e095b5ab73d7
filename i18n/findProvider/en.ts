/**
 * English texts of the public Find-a-provider page, kept apart from the main catalog so that
 * the page grows without touching everyone else's keys.
 */
export const findProviderEn = {
    title: 'Find a provider',
    intro: 'Search the providers of our networks. No account needed.',
    search: {
        label: 'Search for a provider',
        name: 'Name',
        nameHelp: 'First or last name',
        specialty: 'Specialty',
        specialtyHelp: 'For example Family Medicine or Pediatrics',
        place: 'ZIP code or city',
        network: 'Network',
        anyNetwork: 'Any network',
        acceptingNew: 'Accepting new patients',
        submit: 'Search',
    },
    results: {
        label: 'Search results',
        count: 'One provider found |||| %{smart_count} providers found',
        none: 'No provider matches this search. Try fewer words or another place.',
        loading: 'Searching…',
        previous: 'Previous page',
        next: 'Next page',
        details: 'Details of %{name}',
        failed: 'The directory could not be reached. Check your connection and try again.',
    },
    listing: {
        back: 'Back to the results',
        specialty: 'Specialty',
        practice: 'Practice',
        address: 'Address',
        phone: 'Phone',
        email: 'E-mail',
        website: 'Web site',
        networks: 'Networks',
        languages: 'Languages',
        acceptingPatients: 'New patients',
        lastUpdated: 'Listing last updated',
        notFound: 'This listing is no longer in the directory.',
        reportError: 'Report an error in this listing',
        reportHelp: 'Something wrong or out of date? Tell us, or call %{phone}.',
    },
    accepting: {
        newpt: 'Accepting new patients',
        existptonly: 'Existing patients only',
        existptfam: 'Existing patients and their families',
        nopt: 'Not accepting patients',
    },
};
