import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { DEFAULT_LANGUAGE, languageOfPath } from "../../../src/shared/languages";
import type { SearchSuggestion } from "../../../src/shared/search";
import { SEARCH_LANGUAGE_PARAM } from "../../../src/shared/search-addresses";
import { useDictionary } from "../../content/dictionary";
import type { SuggestionsProps } from "../../lib/search-suggestions";
import { searchHref } from "./search-params";

/** Time after the last key before suggestions are asked for. */
const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

interface Option {
  title: string;
  section: string;
  url: string;
}

function go(url: string): void {
  window.location.assign(url);
}

/**
 * The suggestions under the search box (ARIA 1.2 combobox with a listbox): asked for as the
 * visitor types (debounced), chosen with the arrow keys and Enter or a click, closed with Escape,
 * their number announced to screen readers. The last option searches for all that was typed.
 */
export function SearchSuggestions({ input, listId, onState }: SuggestionsProps) {
  // The edition's own index and words: the page's address says its language.
  const language = languageOfPath(useLocation().pathname);
  const { search } = useDictionary();
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const current = useRef({ options, open, active });
  current.current = { options, open, active };

  // Ask for suggestions as the visitor types.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const ask = () => {
      const query = field.value.trim();
      request?.abort();
      if (query.length < MIN_CHARS) {
        setOptions([]);
        setOpen(false);
        setAnnouncement("");
        return;
      }
      const controller = new AbortController();
      request = controller;
      // Not the API client's read: this runs in the header's island on every public page, where a
      // failed or overtaken suggestion is simply none, and the client's error handling would only add weight.
      const edition = language === DEFAULT_LANGUAGE ? "" : `&${SEARCH_LANGUAGE_PARAM}=${language}`;
      fetch(`/api/search/suggestions?q=${encodeURIComponent(query)}${edition}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<SearchSuggestion[]>) : []))
        .then((found) => {
          if (controller.signal.aborted) return;
          const all = [
            ...found,
            { title: search.allResults(query), section: search.allResultsSection, url: searchHref(search.path, query) },
          ];
          setOptions(all);
          setActive(-1);
          setOpen(document.activeElement === field);
          setAnnouncement(search.suggestionsFound(found.length));
        })
        .catch(() => undefined);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, DEBOUNCE_MS);
    };
    const onBlur = () => setOpen(false);
    field.addEventListener("input", onInput);
    field.addEventListener("blur", onBlur);
    // Words typed before this code arrived.
    if (field.value.trim().length >= MIN_CHARS) ask();
    return () => {
      clearTimeout(timer);
      request?.abort();
      field.removeEventListener("input", onInput);
      field.removeEventListener("blur", onBlur);
    };
  }, [input, language, search]);

  // The keys of a combobox.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onKey = (event: KeyboardEvent) => {
      const { options, open, active } = current.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive(open ? (active + step + options.length) % options.length : step === 1 ? 0 : options.length - 1);
      } else if (event.key === "Enter") {
        const chosen = open ? options[active] : undefined;
        if (chosen) {
          event.preventDefault();
          go(chosen.url);
        }
      } else if (event.key === "Escape") {
        if (open) {
          // Only the list closes: the menu around the box stays open.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
      } else if (event.key === "Tab") {
        setOpen(false);
      }
    };
    field.addEventListener("keydown", onKey);
    return () => field.removeEventListener("keydown", onKey);
  }, [input]);

  const shown = open && options.length > 0;
  useEffect(() => {
    onState({ expanded: shown, activeId: shown && active >= 0 ? `${listId}-${active}` : undefined });
  }, [shown, active, listId, onState]);

  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={search.suggestions}
        hidden={!shown}
        className="absolute top-full right-0 left-0 z-50 mt-2 min-w-72 overflow-hidden rounded-xl border border-line bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's, on the input that keeps the focus.
          <div
            key={option.url + option.title}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            tabIndex={-1}
            // The input keeps the focus: the list must not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option.url)}
            className={`cursor-pointer px-3 py-2 ${i === active ? "bg-brand-50" : "hover:bg-surface"}`}
          >
            <span className="block text-sm font-semibold text-ink">{option.title}</span>
            <span className="block text-xs text-muted">{option.section}</span>
          </div>
        ))}
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
