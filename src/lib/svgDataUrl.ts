/** An SVG as a `data:` URL (the CSP allows data: images), UTF-8 safe. */
export const svgDataUrl = (svg: string) => {
    let binary = '';
    for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
    return `data:image/svg+xml;base64,${btoa(binary)}`;
};
