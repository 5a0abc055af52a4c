import { useQuery } from "@tanstack/react-query";
import { POST_STATUS_LABELS, POST_STATUSES } from "../../../src/shared/blog-status";
import { onFilterSubmit } from "../../lib/filter-form";
import { BLOG_SORTS, blogSortLabels } from "../../../src/shared/blog-sorts";
import { optionsOf, SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { LANGUAGE_CODES } from "../../../src/shared/languages";
import { postLanguageLabels } from "../../../src/shared/post-translations";
import { authorsQuery } from "./api/get-authors";
import { tagsQuery } from "./api/get-tags";

/** The list's query parameters a filter sets (the page is reset by each search). */
export const FILTER_KEYS = ["q", "status", "author", "tag", "language", "from", "to", "sort"] as const;

/** Search (title, text, tags), status, author, tag, language, dates and order of the staff's list of articles. */
export function PostFilters({ params, onApply }: { params: URLSearchParams; onApply: (next: URLSearchParams) => void }) {
  const authors = useQuery({ ...authorsQuery(), staleTime: 60_000 });
  const tags = useQuery({ ...tagsQuery(), staleTime: 60_000 });
  const onSubmit = onFilterSubmit(FILTER_KEYS, onApply, { sort: "newest" });
  const value = (key: (typeof FILTER_KEYS)[number]) => params.get(key) ?? "";
  const field = (key: (typeof FILTER_KEYS)[number]) => ({ name: key, defaultValue: value(key) });
  const authorOptions = (authors.data ?? []).map((author) => ({ value: author.id, label: author.name }));
  const tagOptions = (tags.data ?? []).map((tag) => ({ value: tag.name, label: tag.name }));
  // The form is drawn again when the address changes (back, a link), so its fields show the list's filters.
  return (
    <form
      key={params.toString()}
      onSubmit={onSubmit}
      className="card grid gap-3 p-4 md:grid-cols-4 lg:grid-cols-9 lg:items-end"
      aria-label="Cerca e filtra gli articoli"
    >
      <div className="md:col-span-2">
        <TextField label="Cerca" {...field("q")} type="search" placeholder="Titolo, testo o tag" />
      </div>
      <SelectField label="Stato" {...field("status")} emptyLabel="Tutti" options={optionsOf(POST_STATUSES, POST_STATUS_LABELS)} />
      <SelectField label="Autore" {...field("author")} emptyLabel="Tutti" options={authorOptions} />
      <SelectField label="Tag" {...field("tag")} emptyLabel="Tutti" options={tagOptions} />
      <SelectField
        label="Lingua"
        {...field("language")}
        emptyLabel="Tutte"
        options={optionsOf(LANGUAGE_CODES, postLanguageLabels)}
      />
      <TextField label="Dal" {...field("from")} type="date" />
      <TextField label="Al" {...field("to")} type="date" />
      <SelectField
        label="Ordina"
        name="sort"
        defaultValue={value("sort") || "newest"}
        options={optionsOf(BLOG_SORTS, blogSortLabels)}
      />
      <div className="flex gap-2 lg:col-span-9">
        <button type="submit" className="btn-primary">
          Cerca
        </button>
        <button type="button" className="btn-secondary" onClick={() => onApply(new URLSearchParams())}>
          Azzera i filtri
        </button>
      </div>
    </form>
  );
}
