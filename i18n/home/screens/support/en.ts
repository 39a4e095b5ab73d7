/**
 * English texts of the pages each role works from (Home, Dashboard, Connect, Getting started,
 * Support): kept apart from the shell's catalog and spread into it, so the key-parity rules apply.
 */
export const homeSupportEn = {
    supportPage: {
        callTitle: 'Call us',
        hours: {
            healthcare:
                'Monday to Friday, 8:00 to 20:00 US Eastern time. Urgent pharmacy connectivity problems: every day, around the clock.',
            claims: 'Monday to Friday, 8:00 to 20:00 US Eastern time. Urgent losses (cargo at risk, a survey needed at once): every day, around the clock.',
        },
        faqTitle: 'Frequently asked questions',
        faqSearch: 'Search the questions',
        faqNone: 'No question matches "%{query}". Write to us with the form.',
        contactTitle: 'Write to us',
        sent: 'Sending…',
    },
    faq: {
        all: {
            password: {
                question: 'How do I change my password?',
                answer: 'Open User Profile from the top bar and use Change password. Every other session of your account ends when the password changes.',
            },
            language: {
                question: 'How do I change the language of the portal?',
                answer: 'Use the language menu in the top bar. The portal and its e-mails follow your choice.',
            },
            authenticator: {
                question: 'How do I protect my account with an authenticator app?',
                answer: 'In User Profile, choose Set up authenticator, scan the code with the app and enter the 6 digits it shows. Keep the recovery codes somewhere safe.',
            },
        },
        provider: {
            connect: {
                question: 'How do I join a health plan’s network?',
                answer: 'Open Connect, search the plan by name or state and request a network participation connection. The plan answers in the portal and you get an e-mail.',
            },
            npi: {
                question: 'My NPI details are wrong. What do I do?',
                answer: 'The portal reads your NPI details from the national registry (NPPES). Correct them there; the portal shows the new details after its next registry update.',
            },
        },
        healthplan: {
            requests: {
                question: 'Where do I answer providers’ connection requests?',
                answer: 'Home lists the requests waiting for you; Connect shows every connection. Accept, or decline with a reason the provider will read.',
            },
            denials: {
                question: 'Where do I see my denial reasons?',
                answer: 'The Dashboard shows your claims by status and the most frequent denial reasons for the period you choose.',
            },
        },
        pharma: {
            programmes: {
                question: 'How do practices join our patient support programme?',
                answer: 'Practices request a programme connection from Connect. You accept or decline each request, and can end an active one at any time.',
            },
        },
        admin: {
            endConnection: {
                question: 'Can I end a connection between two organisations?',
                answer: 'Yes: administrators see every connection in Connect and can end any of them. Both sides get an e-mail and the change is in the audit trail.',
            },
            users: {
                question: 'How do I unlock a user?',
                answer: 'Open User Profiles, find the user and choose Unlock. The change is recorded in the audit trail.',
            },
        },
        editor: {
            content: {
                question: 'What can an editor change?',
                answer: 'Editors keep the claims content up to date. Ask an administrator when you need a screen you do not see in the menu.',
            },
        },
        claims_adjuster: {
            forwarders: {
                question: 'How do I work with a freight forwarder’s claims?',
                answer: 'Accept the forwarder’s connection request in Connect. Its claims then reach your claim query and your dashboard.',
            },
        },
        freight_forwarder: {
            insurers: {
                question: 'How do I send claims to an insurer?',
                answer: 'Request a claims connection with the insurer’s claim team in Connect. Once they accept, your claims go to them.',
            },
        },
    },
};
