/**
 * Readable colours (WCAG 2.2 AA: 4.5:1 for text). A theme colour such as #1890ff is kept as the
 * user's choice, and the interface paints with a shade of it dark enough both for white text on
 * it (bars, contained buttons, chips) and for it as text on the light surfaces (links, titles,
 * focused labels).
 */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The light surfaces coloured text sits on: paper, react-admin's page background and a focused
 * filled input, the darkest of them.
 */
export const LIGHT_SURFACES = ['#ffffff', '#fafafb', '#f0f0f0'] as const;

type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb => {
    const digits = hex.replace('#', '');
    const full = digits.length === 3 ? [...digits].map(digit => digit + digit).join('') : digits;
    if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
    return [0, 2, 4].map(start => parseInt(full.slice(start, start + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb) => `#${rgb.map(channel => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG's relative luminance of an sRGB colour. */
export const relativeLuminance = (hex: string) => {
    const [red, green, blue] = parseHex(hex).map(channel => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

/** WCAG's contrast ratio of two colours, from 1 to 21. */
export const contrastRatio = (first: string, second: string) => {
    const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
        number,
        number,
    ];
    return (lighter + 0.05) / (darker + 0.05);
};

const readableEverywhere = (hex: string) =>
    LIGHT_SURFACES.every(surface => contrastRatio(hex, surface) >= MIN_TEXT_CONTRAST);

/**
 * The colour itself when it already reads on every light surface (and under white text), else
 * the lightest shade of it that does: its channels scaled towards black, which keeps the hue.
 */
export const readableShade = (hex: string): string => {
    const rgb = parseHex(hex);
    if (readableEverywhere(toHex(rgb))) return toHex(rgb);
    let [dark, light] = [0, 1];
    for (let step = 0; step < 20; step++) {
        const middle = (dark + light) / 2;
        if (readableEverywhere(toHex(rgb.map(channel => channel * middle) as Rgb))) dark = middle;
        else light = middle;
    }
    return toHex(rgb.map(channel => channel * dark) as Rgb);
};
