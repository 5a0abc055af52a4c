import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { SearchSuggestionsLoader, type SuggestionsComponent, type SuggestionsState } from "../../lib/search-suggestions";
import { Search } from "../ui/lucide-icons";
import { useDictionary } from "../../content/dictionary";

const CLOSED: SuggestionsState = { expanded: false, activeId: undefined };

/**
 * The search box of the header and of the mobile menu: a GET form to its language's results page (it works without
 * JavaScript), an ARIA combobox whose suggestions code is fetched the first time it is used.
 */
export function HeaderSearch({ idPrefix, className = "" }: { idPrefix: string; className?: string }) {
  const load = useContext(SearchSuggestionsLoader);
  const { search } = useDictionary();
  const input = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const [Suggestions, setSuggestions] = useState<SuggestionsComponent | null>(null);
  const [state, setState] = useState(CLOSED);
  const inputId = `${idPrefix}-q`;
  const listId = `${idPrefix}-suggerimenti`;

  const start = useCallback(() => {
    if (started.current || !load) return;
    started.current = true;
    load().then(
      (component) => setSuggestions(() => component),
      () => {
        started.current = false;
      },
    );
  }, [load]);

  // The focus that brought the header to life may have come before its handlers.
  useEffect(() => {
    if (document.activeElement === input.current) start();
  }, [start]);

  return (
    <search className={className}>
      <form action={search.path} method="get" className="relative flex items-center">
        <label htmlFor={inputId} className="sr-only">
          {search.placeholder}
        </label>
        <input
          ref={input}
          id={inputId}
          // A text field, not type=search: HTML allows the combobox role on the former only.
          type="text"
          name="q"
          role="combobox"
          aria-expanded={state.expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={state.activeId}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={search.placeholder}
          onFocus={start}
          onPointerDown={start}
          onKeyDown={start}
          className="min-h-11 w-full rounded-lg border border-line bg-white py-2 pr-11 pl-3 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={search.submit}
          className="absolute right-0 inline-flex size-11 items-center justify-center rounded-lg text-brand-700 hover:text-brand-900"
        >
          <Search aria-hidden="true" className="size-4" />
        </button>
        {Suggestions ? (
          <Suggestions input={input} listId={listId} onState={setState} />
        ) : (
          <div id={listId} role="listbox" aria-label={search.suggestions} hidden />
        )}
      </form>
    </search>
  );
}
