import type { ComponentType, ReactNode } from "react";
import { SearchSuggestionsLoader, type SuggestionsComponent } from "../lib/search-suggestions";

/** The search box's suggestions: their own chunk, fetched when a visitor first uses the box. */
const loadSearchSuggestions = (): Promise<SuggestionsComponent> =>
  import("../features/search/search-suggestions").then((m) => m.SearchSuggestions);

export function WithSearchSuggestions({ children }: { children: ReactNode }) {
  return <SearchSuggestionsLoader.Provider value={loadSearchSuggestions}>{children}</SearchSuggestionsLoader.Provider>;
}

/** An island's component with the search box's suggestions available inside it. */
export function withSearchSuggestions<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithSuggestions(props: P) {
    return (
      <WithSearchSuggestions>
        <Component {...props} />
      </WithSearchSuggestions>
    );
  };
}
