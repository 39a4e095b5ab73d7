import { createExternalStore, useExternalStore } from '../../lib/externalStore';
import { onSignOut } from '../../providers/signOut';
import { EMPTY_TAGS, type TagsState } from './tagsModel';

/** The open tabs, in memory: a reload starts again from the affix tabs and the current page. */
export const tagsStore = createExternalStore<TagsState>(EMPTY_TAGS);

export const useTags = () => useExternalStore(tagsStore);

export const applyToTags = (rule: (state: TagsState) => TagsState) => tagsStore.set(rule(tagsStore.get()));

// Signing out closes all tabs.
onSignOut(() => tagsStore.set(EMPTY_TAGS));
