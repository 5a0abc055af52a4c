import { useQuery } from "@tanstack/react-query";
import { POST_STATUS_LABELS, POST_STATUSES } from "../../../src/shared/blog-status";
import { onFilterSubmit } from "../../lib/filter-form";
import { BLOG_SORTS, blogSortLabels } from "../../../src/shared/schemas/blog-admin";
import { authorsQuery } from "./api/get-authors";
import { tagsQuery } from "./api/get-tags";

/** The list's query parameters a filter sets (the page is reset by each search). */
export const FILTER_KEYS = ["q", "status", "author", "tag", "from", "to", "sort"] as const;

/** Search (title, text, tags), status, author, tag, dates and order of the staff's list of articles. */
export function PostFilters({ params, onApply }: { params: URLSearchParams; onApply: (next: URLSearchParams) => void }) {
  const authors = useQuery({ ...authorsQuery(), staleTime: 60_000 });
  const tags = useQuery({ ...tagsQuery(), staleTime: 60_000 });
  const onSubmit = onFilterSubmit(FILTER_KEYS, onApply, { sort: "newest" });
  const value = (key: (typeof FILTER_KEYS)[number]) => params.get(key) ?? "";
  // The form is drawn again when the address changes (back, a link), so its fields show the list's filters.
  return (
    <form
      key={params.toString()}
      onSubmit={onSubmit}
      className="card grid gap-3 p-4 md:grid-cols-4 lg:grid-cols-8 lg:items-end"
      aria-label="Cerca e filtra gli articoli"
    >
      <div className="md:col-span-2">
        <label htmlFor="blog-q" className="field-label">
          Cerca
        </label>
        <input
          id="blog-q"
          name="q"
          type="search"
          className="field-input"
          defaultValue={value("q")}
          placeholder="Titolo, testo o tag"
        />
      </div>
      <div>
        <label htmlFor="blog-status" className="field-label">
          Stato
        </label>
        <select id="blog-status" name="status" className="field-input" defaultValue={value("status")}>
          <option value="">Tutti</option>
          {POST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {POST_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="blog-author" className="field-label">
          Autore
        </label>
        <select id="blog-author" name="author" className="field-input" defaultValue={value("author")}>
          <option value="">Tutti</option>
          {(authors.data ?? []).map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="blog-tag" className="field-label">
          Tag
        </label>
        <select id="blog-tag" name="tag" className="field-input" defaultValue={value("tag")}>
          <option value="">Tutti</option>
          {(tags.data ?? []).map((tag) => (
            <option key={tag.slug} value={tag.name}>
              {tag.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="blog-from" className="field-label">
          Dal
        </label>
        <input id="blog-from" name="from" type="date" className="field-input" defaultValue={value("from")} />
      </div>
      <div>
        <label htmlFor="blog-to" className="field-label">
          Al
        </label>
        <input id="blog-to" name="to" type="date" className="field-input" defaultValue={value("to")} />
      </div>
      <div>
        <label htmlFor="blog-sort" className="field-label">
          Ordina
        </label>
        <select id="blog-sort" name="sort" className="field-input" defaultValue={value("sort") || "newest"}>
          {BLOG_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {blogSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 lg:col-span-8">
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
