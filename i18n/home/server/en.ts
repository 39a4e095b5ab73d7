/** Server messages of the role pages: the getting-started checklist, the contact form and the dashboard (en). */
export const homeServerEn = {
    checklist: {
        notYourStep: 'This step is not on the checklist of your role.',
        derived: '"%{step}" is done by doing it in the portal: it cannot be ticked by hand.',
        unfinished: 'Finish every step before putting the checklist away.',
    },
    server: {
        contact: {
            received: 'Your request is received. We will get back to you as soon as we can.',
            emailInvalid: '"%{field}" must be an e-mail address such as name@example.com.',
            throttled:
                'You have sent too many contact requests. Try again after %{time} UTC (in %{smart_count} minute). |||| You have sent too many contact requests. Try again after %{time} UTC (in %{smart_count} minutes).',
            deliveryFailed:
                'Your request was recorded, but it could not be e-mailed to our support team. Please call support at %{phone}.',
        },
        dashboard: {
            period: '"%{field}" must be 7, 30 or 90 (days), not "%{value}".',
        },
    },
};
