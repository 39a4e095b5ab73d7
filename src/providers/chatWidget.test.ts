import { describe, expect, it } from 'vitest';
import { loadChatWidget, removeChatWidget } from './chatWidget';
import { runSignOutCleanups } from './signOut';

describe('the chat widget', () => {
    it('is loaded once, and signing out removes its script, frame and image modal but nothing else', async () => {
        const ours = document.createElement('div');
        document.body.appendChild(ours);
        loadChatWidget('https://chat.example/widget.js');
        loadChatWidget('https://chat.example/widget.js');
        const scripts = document.querySelectorAll('script[data-chat-widget]');
        expect(scripts).toHaveLength(1);
        expect(scripts[0]!.getAttribute('src')).toBe('https://chat.example/widget.js');

        // What such a widget adds once its script runs.
        const frame = document.createElement('iframe');
        const modal = document.createElement('div');
        modal.className = 'widget-image-modal';
        document.body.append(frame, modal);
        await Promise.resolve();

        await runSignOutCleanups();
        expect(document.querySelector('script[data-chat-widget]')).toBeNull();
        expect(document.querySelector('iframe')).toBeNull();
        expect(document.querySelector('.widget-image-modal')).toBeNull();
        expect(ours.isConnected).toBe(true);
        ours.remove();
        removeChatWidget();
    });
});
