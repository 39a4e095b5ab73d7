/**
 * The tags-view rules, as pure functions over the open tabs and the
 * cached-view list. The component and its store only apply them.
 */
export interface TagView {
    path: string;
    /** Path with its query: what the tab opens. */
    fullPath: string;
    /** Route title key; absent shows 'no-name'. */
    title?: string;
    affix?: boolean;
    noCache?: boolean;
}

export interface TagsState {
    visited: TagView[];
    /** Paths whose screens keep their state while other tabs are shown. */
    cached: string[];
}

export const EMPTY_TAGS: TagsState = { visited: [], cached: [] };

/** Opens a tab, or updates the one already open for this path with the new query. */
export const addView = (state: TagsState, view: TagView): TagsState => {
    const open = state.visited.some(tag => tag.path === view.path);
    const visited = open
        ? state.visited.map(tag => (tag.path === view.path ? { ...tag, fullPath: view.fullPath } : tag))
        : [...state.visited, view];
    const cached = view.noCache || state.cached.includes(view.path) ? state.cached : [...state.cached, view.path];
    return { visited, cached };
};

/** Affix tabs are there from the start, without being cached until visited. */
export const addAffixViews = (state: TagsState, views: TagView[]): TagsState => ({
    ...state,
    visited: [...views.filter(view => !state.visited.some(tag => tag.path === view.path)), ...state.visited],
});

export const closeView = (state: TagsState, path: string): TagsState => ({
    visited: state.visited.filter(tag => tag.path !== path || tag.affix),
    cached: state.cached.filter(cachedPath => cachedPath !== path),
});

/** Keeps the affix tabs and the chosen one, in their order; only the chosen one stays cached. */
export const closeOthers = (state: TagsState, path: string): TagsState => ({
    visited: state.visited.filter(tag => tag.affix || tag.path === path),
    cached: state.cached.filter(cachedPath => cachedPath === path),
});

export const closeAll = (state: TagsState): TagsState => ({
    visited: state.visited.filter(tag => tag.affix),
    cached: [],
});

/** Refresh: the screen forgets its state and mounts again. */
export const uncache = (state: TagsState, path: string): TagsState => ({
    ...state,
    cached: state.cached.filter(cachedPath => cachedPath !== path),
});

/**
 * Where to go when the current page lost its tab: the rightmost remaining tab, else `/`.
 * Undefined when the current page still has its tab.
 */
export const destinationAfterClose = (state: TagsState, currentPath: string): string | undefined => {
    if (state.visited.some(tag => tag.path === currentPath)) return undefined;
    return state.visited.at(-1)?.fullPath ?? '/';
};
