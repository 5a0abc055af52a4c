import { type ComponentType, createContext, type RefObject } from "react";

/** What the search box's suggestions tell the box: whether the list shows, and which option is active. */
export interface SuggestionsState {
  expanded: boolean;
  activeId: string | undefined;
}

export interface SuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  onState: (state: SuggestionsState) => void;
}

export type SuggestionsComponent = ComponentType<SuggestionsProps>;

/**
 * How the header's search box gets its suggestions code: loaded on first use, so that the page's
 * script stays small. Supplied by the app (and by the islands script); without it the box is a
 * plain form to the results page.
 */
export const SearchSuggestionsLoader = createContext<(() => Promise<SuggestionsComponent>) | null>(null);
