import { MissingAltBadge } from "../../components/ui/alt-text-field";
import { ExternalLink, Eye, Pencil, Trash2 } from "../../components/ui/lucide-icons";
import { articlePath, splitTags, type PostSummary } from "../../../src/shared/blog";
import { publicDateOf } from "../../../src/shared/blog-status";
import { formatAdminDate } from "../../lib/dates";
import { formatRomeTime } from "./schedule-time";
import { StatusToggle } from "./post-status";
import { postLanguageLabels } from "../../../src/shared/post-translations";
import { AdminCell, AdminTable } from "../../components/ui/admin-table";

/** Spec §9: the admin table shows the first two tags, then '+N'. */
const ADMIN_TAG_CHIPS = 2;

function TagSummary({ tags }: { tags: string }) {
  const list = splitTags(tags);
  if (list.length === 0) return <span className="text-muted">—</span>;
  const hidden = list.length - ADMIN_TAG_CHIPS;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tag">
      {list.slice(0, ADMIN_TAG_CHIPS).map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
          {tag}
        </li>
      ))}
      {hidden > 0 ? (
        <li
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-muted"
          title={list.slice(ADMIN_TAG_CHIPS).join(", ")}
        >
          +{hidden}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * A check box with a visible word on a phone, where the list is a pile of cards and a bare box says nothing
 * (and is a small target); on a wider screen the table's column already says it and only the box shows.
 */
function SelectBox({
  word,
  name,
  checked,
  onChange,
}: {
  word: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-ink normal-case sm:contents">
      <input
        type="checkbox"
        className="size-4"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-label={name}
      />
      <span aria-hidden="true" className="sm:hidden">
        {word}
      </span>
    </label>
  );
}

export interface PostTableProps {
  /** The staff's list also says which articles have a picture without alt text. */
  posts: readonly (PostSummary & { missing_alt?: string | null })[];
  /** Id of the post whose status is being changed. */
  togglingId: number | null;
  onToggle: (post: PostSummary) => void;
  onEdit: (post: PostSummary) => void;
  onDelete: (post: PostSummary) => void;
  /** Check boxes for bulk actions (the staff's list; the dashboard has none). */
  selection?: {
    selected: ReadonlySet<number>;
    onChange: (id: number, checked: boolean) => void;
    onAll: (checked: boolean) => void;
  };
}

/** /admin/blog: every article with its language, status (click to change), date, tags and actions. */
export function PostTable({ posts, togglingId, onToggle, onEdit, onDelete, selection }: PostTableProps) {
  const allChecked = selection !== undefined && posts.length > 0 && posts.every((p) => selection.selected.has(p.id));
  return (
    <AdminTable
      label="Articoli del blog"
      minWidth="44rem"
      columns={[
        ...(selection
          ? [
              {
                key: "select",
                className: "w-10",
                label: (
                  <SelectBox
                    word="Seleziona tutti"
                    name="Seleziona tutti gli articoli della pagina"
                    checked={allChecked}
                    onChange={selection.onAll}
                  />
                ),
              },
            ]
          : []),
        { key: "title", label: "Titolo" },
        { key: "language", label: "Lingua" },
        { key: "status", label: "Stato" },
        { key: "date", label: "Data" },
        { key: "tags", label: "Tag" },
        { key: "actions", label: "Azioni", className: "text-right" },
      ]}
    >
      {posts.map((post) => (
        <tr key={post.id} data-testid="post-row" className="align-middle">
          {selection ? (
            <AdminCell column="select">
              <SelectBox
                word="Seleziona"
                name={`Seleziona «${post.title}»`}
                checked={selection.selected.has(post.id)}
                onChange={(checked) => selection.onChange(post.id, checked)}
              />
            </AdminCell>
          ) : null}
          <AdminCell column="title" rowHeader className="max-w-md px-4 py-3 font-semibold text-ink">
            <span className="line-clamp-2">{post.title}</span>
            <span className="mt-0.5 block truncate text-xs font-normal text-muted">{articlePath(post.slug, post.language)}</span>
            {post.missing_alt ? (
              <span className="mt-1 block font-normal" title={post.missing_alt}>
                <MissingAltBadge>Immagini senza testo alternativo</MissingAltBadge>
              </span>
            ) : null}
          </AdminCell>
          <AdminCell column="language">
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${post.language === "it" ? "bg-slate-100 text-ink" : "bg-brand-50 text-brand-900"}`}
              data-testid="post-language"
            >
              {postLanguageLabels[post.language]}
            </span>
          </AdminCell>
          <AdminCell column="status">
            <StatusToggle
              published={post.published}
              status={post.status}
              title={post.title}
              pending={togglingId === post.id}
              onToggle={() => onToggle(post)}
            />
          </AdminCell>
          <AdminCell column="date" className="px-4 py-3 whitespace-nowrap text-muted">
            <time dateTime={publicDateOf(post)}>{formatAdminDate(publicDateOf(post))}</time>
            {post.status === "scheduled" && post.published_at ? (
              <span className="block text-xs">ore {formatRomeTime(post.published_at)}</span>
            ) : null}
          </AdminCell>
          <AdminCell column="tags">
            <TagSummary tags={post.tags} />
          </AdminCell>
          <AdminCell column="actions">
            <div className="flex gap-1 sm:justify-end">
              {post.published ? (
                <a
                  href={articlePath(post.slug, post.language)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Vedi «${post.title}» sul sito (si apre in una nuova scheda)`}
                  className="inline-flex size-10 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              ) : (
                <a
                  href={articlePath(post.slug, post.language)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Anteprima di «${post.title}» (si apre in una nuova scheda)`}
                  title="Anteprima"
                  className="inline-flex size-10 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
                >
                  <Eye aria-hidden="true" className="size-4" />
                </a>
              )}
              <button
                type="button"
                onClick={() => onEdit(post)}
                aria-label={`Modifica «${post.title}»`}
                title="Modifica"
                className="inline-flex size-10 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => onDelete(post)}
                aria-label={`Elimina «${post.title}»`}
                title="Elimina"
                className="inline-flex size-10 items-center justify-center rounded-lg text-danger-700 hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </AdminCell>
        </tr>
      ))}
    </AdminTable>
  );
}
