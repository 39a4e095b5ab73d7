import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './svgDataUrl';

describe('svgDataUrl', () => {
    it('encodes an SVG, non-ASCII text included, as a base64 data URL', () => {
        const url = svgDataUrl('<svg><title>é</title></svg>');
        expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
        const bytes = Uint8Array.from(atob(url.split(',')[1]!), char => char.charCodeAt(0));
        expect(new TextDecoder().decode(bytes)).toBe('<svg><title>é</title></svg>');
    });
});
