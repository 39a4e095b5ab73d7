import { onSignOut } from './signOut';

/**
 * The third-party support chat: its script is loaded once on the layout; what it
 * adds to the page (its frame, its image modal) is noted, so that signing out removes it all.
 */
let added: Node[] = [];
let observer: MutationObserver | undefined;

export const loadChatWidget = (scriptUrl: string) => {
    if (observer) return;
    observer = new MutationObserver(records => records.forEach(record => added.push(...Array.from(record.addedNodes))));
    observer.observe(document.body, { childList: true });
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.chatWidget = 'true';
    document.body.appendChild(script);
};

export const removeChatWidget = () => {
    observer?.disconnect();
    observer = undefined;
    added.forEach(node => node.parentNode?.removeChild(node));
    added = [];
};

onSignOut(removeChatWidget);
