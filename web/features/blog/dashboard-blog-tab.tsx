import { type ListCopy, ListStates } from "../../components/ui/list-states";
import { ExternalLink, Pencil } from "../../components/ui/lucide-icons";
import { Link } from "react-router-dom";
import { formatAdminDate } from "../../lib/dates";
import { articlePath } from "../../../src/shared/blog";
import { publicDateOf } from "../../../src/shared/blog-status";
import { StatusBadge } from "./post-status";
import { useAllPosts } from "./use-blog-admin";

const POSTS_COPY: ListCopy = { loading: "Caricamento degli articoli...", error: "Impossibile caricare gli articoli" };
const NO_POSTS = (
  <p className="text-muted">
    Nessun articolo.{" "}
    <Link to="/admin/blog" className="font-semibold text-brand-700 underline">
      Scrivi il primo
    </Link>
    .
  </p>
);

/** Spec §9: the dashboard lists 10 posts. */
const DASHBOARD_POSTS = 10;

/** The dashboard's 'Gestione Blog' tab: the latest posts, with links to edit them and to see the published ones. */
export function DashboardBlogTab() {
  const posts = useAllPosts();

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-brand-900">Ultimi articoli</h2>
        <Link to="/admin/blog" className="btn-secondary">
          Gestisci il blog
        </Link>
      </div>
      <ListStates list={posts} copy={POSTS_COPY} empty={NO_POSTS} inline>
        {(data) => (
          <ul className="card divide-y divide-line" aria-label="Ultimi articoli">
            {data.slice(0, DASHBOARD_POSTS).map((post) => (
              <li key={post.id} data-testid="dashboard-post" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-ink">{post.title}</p>
                  <p className="text-xs text-muted">{formatAdminDate(publicDateOf(post))}</p>
                </div>
                <StatusBadge published={post.published} status={post.status} />
                <div className="flex gap-1">
                  <Link
                    to={`/admin/blog?edit=${post.id}`}
                    className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    aria-label={`Modifica «${post.title}»`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Modifica
                  </Link>
                  {post.published ? (
                    <Link
                      to={articlePath(post.slug, post.language)}
                      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                      aria-label={`Vedi «${post.title}» sul sito`}
                    >
                      <ExternalLink aria-hidden="true" className="size-4" />
                      Vedi
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}
