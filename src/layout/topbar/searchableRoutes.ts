import type { RouteConfig } from '../../../common/routes';

export interface SearchOption {
    path: string;
    /** Translated titles from the top group down: 'Provider directory > New table'. */
    title: string;
    /** The title in pinyin, for Chinese titles when pinyin search is on. */
    pinyin?: string;
}

/**
 * What the route search can open: every visible route with a path and a title, named by its
 * groups' titles too. Hidden routes and their children are left out.
 */
export const searchableRoutes = (
    routes: readonly RouteConfig[],
    translate: (key: string) => string,
    prefix: string[] = []
): SearchOption[] =>
    routes
        .filter(route => !route.hidden)
        .flatMap(route => {
            const titles = route.title ? [...prefix, translate(`route.${route.title}`)] : prefix;
            const own =
                route.path && route.title && !route.link ? [{ path: route.path, title: titles.join(' > ') }] : [];
            return [...own, ...searchableRoutes(route.children ?? [], translate, titles)];
        });
