/** An HTML page's first form: where it posts and the values its inputs carry. */
export interface HtmlForm {
    action: URL;
    fields: Record<string, string>;
}

const unescape = (text: string) =>
    text
        .replace(/&quot;/g, '"')
        .replace(/&#0?39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');

const attributeOf = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find(Boolean);

/**
 * Reads the first form of a provider's page as a browser would submit it (a login form, or the
 * auto-submitting page that carries a SAML answer); undefined when the page has none.
 */
export const firstForm = (page: string, pageUrl: URL): HtmlForm | undefined => {
    const form = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(page);
    if (!form) return undefined;
    const fields: Record<string, string> = {};
    for (const [input] of form[1]!.matchAll(/<(?:input|button)\b[^>]*>/gi)) {
        const name = attributeOf(input, 'name');
        if (name) fields[name] = unescape(attributeOf(input, 'value') ?? '');
    }
    return { action: new URL(unescape(attributeOf(form[0], 'action') ?? ''), pageUrl), fields };
};
