import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR } from '../../common/profiles';
import { THEME_SWATCHES } from '../config/settings';
import { contrastRatio, LIGHT_SURFACES, MIN_TEXT_CONTRAST, readableShade } from './contrast';
import { createPortalTheme } from './theme';

describe('the contrast ratio', () => {
    it("follows WCAG's formula", () => {
        expect(contrastRatio('#000000', '#ffffff')).toBe(21);
        expect(contrastRatio('#777777', '#777777')).toBe(1);
        expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
        expect(contrastRatio('#ffffff', '#ed6c02')).toBeCloseTo(3.11, 2);
        expect(contrastRatio('#0288d1', '#ffffff')).toBeCloseTo(3.86, 2);
    });
});

describe('the readable shade', () => {
    it('darkens a light theme colour just enough, keeping its hue', () => {
        const shade = readableShade('#1890ff');
        expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(shade, '#ffffff')).toBeLessThan(5.5);
        const [red, green, blue] = [1, 3, 5].map(start => parseInt(shade.slice(start, start + 2), 16));
        expect(green! / blue!).toBeCloseTo(0x90 / 0xff, 1);
        expect(red! / blue!).toBeCloseTo(0x18 / 0xff, 1);
    });

    it('keeps a colour that already reads', () => {
        expect(readableShade('#304156')).toBe('#304156');
        expect(readableShade('#212121')).toBe('#212121');
    });
});

describe('the portal theme', () => {
    const colours = [...new Set([...THEME_SWATCHES, ...Object.values(DEFAULT_THEME_COLOR)])];
    const roles = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

    it.each(colours)('in %s, carries white text and reads on every light surface, in every palette colour', colour => {
        const { palette } = createTheme(createPortalTheme(colour));
        for (const role of roles) {
            const { main, contrastText } = palette[role];
            expect(contrastRatio(main, contrastText), `${role} under its text`).toBeGreaterThanOrEqual(
                MIN_TEXT_CONTRAST
            );
            for (const surface of [...LIGHT_SURFACES, palette.background.default, palette.background.paper]) {
                expect(contrastRatio(main, surface), `${role} on ${surface}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
            }
        }
    });
});
