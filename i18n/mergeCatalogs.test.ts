import { describe, expect, it } from 'vitest';
import { mergeCatalogs } from './mergeCatalogs';

describe('merging the catalog parts of several areas', () => {
    it('joins the branches two areas share and keeps every text', () => {
        const merged = mergeCatalogs(
            { server: { login: { incorrect: 'Wrong password.' } }, mail: { signature: 'The team' } },
            { server: { claims: { notFound: 'No claim %{id}.' } } }
        );
        expect(merged).toEqual({
            server: { login: { incorrect: 'Wrong password.' }, claims: { notFound: 'No claim %{id}.' } },
            mail: { signature: 'The team' },
        });
    });

    it('refuses a text that two areas both define', () => {
        expect(() => mergeCatalogs({ server: { notFound: 'a' } }, { server: { notFound: 'b' } })).toThrow(
            'Two areas define the message server.notFound'
        );
    });
});
