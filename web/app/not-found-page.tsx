import { Link } from "../lib/links";
import type { RouteHandle } from "../lib/route-handle";
import { Search } from "../components/ui/lucide-icons";
import { type Dictionary, dictionaries, useDictionary } from "../content/dictionary";

/** The not-found page's head in the language of its texts. */
export const notFoundHandleIn = (words: Dictionary): RouteHandle => ({
  status: 404,
  meta: { title: words.notFound.title, description: words.notFound.description, noindex: true },
});

export const notFoundHandle: RouteHandle = notFoundHandleIn(dictionaries.it);

/** Spec §2: any unknown address, with the spec's heading; decision 30: what happened and where to go next. */
export function NotFoundPage() {
  const { notFound, search } = useDictionary();
  return (
    <section className="container-page py-16 text-center lg:py-20">
      <p className="eyebrow">{notFound.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-brand-900">{notFound.heading}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{notFound.text}</p>
      <search className="mx-auto mt-8 max-w-xl">
        <form action={search.path} method="get" className="flex gap-2">
          <label htmlFor="cerca-404-q" className="sr-only">
            {notFound.searchLabel}
          </label>
          <input
            id="cerca-404-q"
            type="search"
            name="q"
            enterKeyHint="search"
            placeholder={notFound.placeholder}
            className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
          <button type="submit" className="btn-primary shrink-0">
            <Search aria-hidden="true" className="size-4" />
            {notFound.searchButton}
          </button>
        </form>
      </search>
      <nav aria-labelledby="sezioni-404" className="mx-auto mt-12 max-w-4xl text-left">
        <h2 id="sezioni-404" className="text-center text-xl font-bold text-brand-900">
          {notFound.sectionsTitle}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {notFound.sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="block h-full rounded-xl border border-line bg-white px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="block font-semibold text-brand-800">{section.label}</span>
                <span className="mt-0.5 block text-sm text-muted">{section.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
