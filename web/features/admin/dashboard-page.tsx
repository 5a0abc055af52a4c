import type { ReactNode } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Database, FileCheck2, FilePen, Images, Inbox, ShieldAlert } from "../../components/ui/lucide-icons";
import { Link } from "react-router-dom";
import { attentionQuery, dashboardQuery } from "./api/get-dashboard";
import { AttentionList } from "./attention-list";
import { StatCard } from "../../components/ui/stat-card";
import { canOpen } from "../../../src/shared/roles";
import { useCurrentUser } from "../../lib/session";

/** A counter that opens the list it counts. */
function LinkedCounter({ to, testId, opens, children }: { to: string; testId: string; opens: string; children: ReactNode }) {
  return (
    <Link to={to} className="group relative rounded-[var(--radius-card)] transition-shadow hover:shadow-lg" data-testid={testId}>
      <ArrowRight
        aria-hidden="true"
        className="absolute top-4 right-4 size-4 text-brand-600 group-hover:translate-x-0.5 max-sm:hidden"
      />
      {children}
      <span className="sr-only">{opens}</span>
    </Link>
  );
}

const tabClass =
  "min-h-11 rounded-t-lg border-b-2 border-transparent px-4 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";

/**
 * /admin: counters row and the two management tabs. The tabs' contents belong to the galleries and the blog,
 * which the app hands in (web/app/admin-dashboard.tsx).
 */
export function DashboardPage({ galleries, blog }: { galleries: ReactNode; blog: ReactNode }) {
  const summary = useQuery(dashboardQuery());
  const value = (n: number | undefined) => (summary.isError ? "—" : n);
  // What needs attention is read again at each visit: it is what staff come to the dashboard for.
  const attention = useQuery({ ...attentionQuery(), staleTime: 0 });
  const role = useCurrentUser().data?.role ?? "editor";
  const showGalleries = canOpen(role, "galleries");
  const showBlog = canOpen(role, "blog");
  const requestsCard = (
    <StatCard
      label="Richieste nuove"
      value={value(summary.data?.newContactRequests)}
      icon={<Inbox aria-hidden="true" className="size-5" />}
    />
  );

  const counters = [
    { label: "Foto totali", figure: value(summary.data?.photos), Icon: Images },
    { label: "Articoli pubblicati", figure: value(summary.data?.publishedPosts), Icon: FileCheck2 },
    { label: "Bozze", figure: value(summary.data?.draftPosts), Icon: FilePen },
    { label: "Database", figure: summary.data?.database ?? "SQLite", Icon: Database },
  ];

  const heading = <h1 className="text-3xl font-bold text-brand-900">Dashboard</h1>;
  // What needs attention heads the page: the rest waits for it, so nothing already shown moves down when it comes.
  if (attention.isPending || summary.isPending) {
    return (
      <>
        {heading}
        <p role="status" className="mt-6 text-muted">
          Caricamento della dashboard…
        </p>
      </>
    );
  }

  return (
    <>
      {heading}
      {summary.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-danger-700">
          Impossibile caricare i contatori: {summary.error.message}
        </p>
      ) : null}
      {attention.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-danger-700">
          Impossibile sapere cosa richiede attenzione: {attention.error.message}
        </p>
      ) : (
        <AttentionList
          items={attention.data?.items ?? []}
          certifications={summary.data?.certifications ?? []}
          canEditPages={canOpen(role, "pages")}
        />
      )}
      <section aria-label="Riepilogo" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {counters.map(({ label, figure, Icon }) => (
          <StatCard key={label} label={label} value={figure} icon={<Icon aria-hidden="true" className="size-5" />} />
        ))}
        {canOpen(role, "inbox") ? (
          <>
            <LinkedCounter to="/admin/richieste" testId="new-requests-counter" opens="Apri le richieste">
              {requestsCard}
            </LinkedCounter>
            {/* Requests set aside as possible spam wait for a look: an autofilled form of a real buyer may be there. */}
            <LinkedCounter to="/admin/richieste?spam=1" testId="possible-spam-counter" opens="Apri il possibile spam">
              <StatCard
                label="Possibile spam da controllare"
                value={value(summary.data?.possibleSpam)}
                icon={<ShieldAlert aria-hidden="true" className="size-5" />}
              />
            </LinkedCounter>
          </>
        ) : (
          requestsCard
        )}
      </section>

      {showGalleries || showBlog ? (
        <Tabs.Root defaultValue={showGalleries ? "gallerie" : "blog"} className="mt-10">
          <Tabs.List aria-label="Gestione contenuti" className="flex gap-2 border-b border-line">
            {showGalleries ? (
              <Tabs.Trigger value="gallerie" className={tabClass}>
                Gestione Gallerie
              </Tabs.Trigger>
            ) : null}
            {showBlog ? (
              <Tabs.Trigger value="blog" className={tabClass}>
                Gestione Blog
              </Tabs.Trigger>
            ) : null}
          </Tabs.List>
          {showGalleries ? (
            <Tabs.Content value="gallerie" className="py-6" data-testid="tab-gallerie">
              {galleries}
            </Tabs.Content>
          ) : null}
          {showBlog ? (
            <Tabs.Content value="blog" className="py-6" data-testid="tab-blog">
              {blog}
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      ) : null}
    </>
  );
}
