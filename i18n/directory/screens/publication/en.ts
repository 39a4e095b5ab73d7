/** English texts of a directory table's publication in the public directory (the table's settings). */
export const directoryPublicationEn = {
    button: 'Public directory',
    title: 'Public directory: %{name}',
    byTemplate:
        'This table is published by its template (%{kind}): each of its columns feeds the listing element of the same name.',
    intro: 'Choose what kind of listing each row is, and the column that feeds each element. Columns not chosen never leave the portal.',
    kind: 'Listing kind',
    notPublished: 'Not published',
    noColumn: 'No column',
    required: '%{element} (required)',
    kinds: {
        practitioner: 'Practitioner (Practitioner and PractitionerRole)',
        organization: 'Organization',
        location: 'Location',
        pharmacy: 'Pharmacy (Organization, Location and HealthcareService)',
        network: 'Network (Network and InsurancePlan)',
    },
    save: 'Save',
    cancel: 'Cancel',
    saved: 'The public directory now serves this table as mapped.',
    withdrawn: 'The table is no longer in the public directory.',
};
