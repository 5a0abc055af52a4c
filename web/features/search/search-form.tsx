import { Search } from "../../components/ui/lucide-icons";
import type { Dictionary } from "../../content/dictionary";

/** The results page's own search field: a plain GET form to the results page of its language, so it works without JavaScript. */
export function SearchForm({ query, words }: { query: string; words: Dictionary }) {
  return (
    <search className="mt-8 block max-w-2xl">
      <form action={words.search.path} method="get" className="flex gap-3">
        <label htmlFor="cerca-pagina" className="sr-only">
          {words.searchPage.title}
        </label>
        <input
          id="cerca-pagina"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={words.searchPage.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 min-w-0 flex-1 rounded-lg border border-line bg-white px-4 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button type="submit" className="btn-primary min-h-12 shrink-0">
          <Search aria-hidden="true" className="size-4" />
          {words.search.submit}
        </button>
      </form>
    </search>
  );
}
