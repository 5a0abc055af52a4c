import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { AttentionItem, DashboardSummary } from "../../../src/shared/dashboard";
import { EmailWarning } from "../../components/ui/email-warning";
import { CircleCheck } from "../../components/ui/lucide-icons";
import { CertificationNotices } from "./certification-notices";

const dateTime = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => dateTime.format(new Date(iso));
const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);
const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
const pageEditor = (path: string) => `/admin/pagine/modifica?percorso=${encodeURIComponent(path)}`;

type Listed = Exclude<AttentionItem, { kind: "email" }>;

/** One line of the list: what is to be done, as a link to the place where it is done, and what it concerns. */
function Line({ item }: { item: Listed }): ReactNode {
  switch (item.kind) {
    case "backup":
      return (
        <>
          <Link to="/admin/backup" className={linkClass}>
            {item.last_at === null
              ? "Nessun backup ancora"
              : item.offsite_error
                ? "La copia esterna dell'ultimo backup non è riuscita"
                : "Nessun backup da più di due giorni"}
          </Link>
          {item.last_at ? <span className="text-muted"> · ultimo backup: {when(item.last_at)}</span> : null}
          {item.offsite_error ? <p className="mt-1 text-muted">{item.offsite_error}</p> : null}
        </>
      );
    case "new-requests":
      return (
        <>
          <Link to="/admin/richieste?status=nuova" className={linkClass}>
            {plural(item.count, "Una richiesta nuova da leggere", "richieste nuove da leggere")}
          </Link>
          <ul className="mt-1 grid gap-1" aria-label="Ultime richieste nuove">
            {item.latest.map((request) => (
              <li key={request.id}>
                <Link
                  to={`/admin/richieste/${request.id}`}
                  className="text-brand-700 underline underline-offset-2"
                  data-testid="attention-request"
                >
                  {request.name}
                </Link>
                <span className="text-muted">
                  {" "}
                  · {request.company} · {when(request.created_at)}
                </span>
              </li>
            ))}
          </ul>
        </>
      );
    case "possible-spam":
      return (
        <Link to="/admin/richieste?spam=1" className={linkClass}>
          {plural(item.count, "Una richiesta da controllare", "richieste da controllare")} tra il possibile spam
        </Link>
      );
    case "not-found":
      return (
        <Link to="/admin/reindirizzamenti#not-found-title" className={linkClass}>
          {plural(item.count, "Un indirizzo non trovato (404)", "indirizzi non trovati (404)")} questa settimana, senza
          reindirizzamento
        </Link>
      );
    case "page-drafts":
      return (
        <>
          <Link to="/admin/pagine" className={linkClass}>
            {plural(item.pages.length, "Una pagina ha modifiche non pubblicate", "pagine hanno modifiche non pubblicate")}
          </Link>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1" aria-label="Pagine con una bozza">
            {item.pages.map((page) => (
              <li key={page.path}>
                <Link to={pageEditor(page.path)} className="text-brand-700 underline underline-offset-2">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      );
    case "scheduled-posts":
      return (
        <>
          <Link to="/admin/blog?status=scheduled" className={linkClass}>
            {plural(item.count, "Un articolo programmato", "articoli programmati")}
          </Link>
          <span className="text-muted"> · il prossimo esce il {when(item.next_at)}</span>
        </>
      );
    case "draft-posts":
      return (
        <Link to="/admin/blog?status=draft" className={linkClass}>
          {plural(item.count, "Un articolo in bozza", "articoli in bozza")}
        </Link>
      );
    case "outdated-translations":
      return (
        <>
          <p className="font-semibold text-ink">
            {plural(item.translations.length, "Una traduzione da aggiornare", "traduzioni da aggiornare")}: l'italiano è cambiato
          </p>
          <ul className="mt-1 grid gap-1" aria-label="Traduzioni da aggiornare">
            {item.translations.map((translation) => (
              <li key={translation.href}>
                <span className="text-muted">{translation.what} · </span>
                <Link to={translation.href} className={linkClass} data-testid="attention-translation">
                  {translation.title}
                </Link>
                <span className="text-muted"> · {translation.fields.join(", ")}</span>
              </li>
            ))}
          </ul>
        </>
      );
    case "images-without-alt":
      return (
        <Link to="/admin/media?filter=no-alt" className={linkClass}>
          {plural(item.count, "Un'immagine senza testo alternativo", "immagini senza testo alternativo")}
        </Link>
      );
  }
}

/**
 * The dashboard's list of what needs attention, each line a link to where it is done; the e-mail warning and the
 * certifications to renew head it. When nothing needs attention it says so in one line.
 */
export function AttentionList({
  items,
  certifications,
  canEditPages,
}: {
  items: AttentionItem[];
  certifications: DashboardSummary["certifications"];
  canEditPages: boolean;
}) {
  const email = items.find((item) => item.kind === "email");
  const listed = items.filter((item): item is Listed => item.kind !== "email");
  if (!email && listed.length === 0 && certifications.length === 0) {
    return (
      <p
        className="mt-6 flex items-center gap-2 rounded-lg border border-line bg-white p-4 text-ink"
        data-testid="attention-none"
      >
        <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
        Tutto in ordine: niente richiede attenzione.
      </p>
    );
  }
  return (
    <section aria-labelledby="attention-title" className="mt-6">
      <h2 id="attention-title" className="sr-only">
        Da controllare
      </h2>
      {email ? (
        <EmailWarning
          status={{ configured: email.configured, failed: email.failed }}
          lastFailure={email.last_failure_at ? { at: when(email.last_failure_at), error: email.last_error } : null}
        />
      ) : null}
      {listed.length > 0 ? (
        <ul className="card mt-4 divide-y divide-line text-sm first:mt-0">
          {listed.map((item) => (
            <li key={item.kind} className="px-4 py-3" data-testid={`attention-${item.kind}`}>
              <Line item={item} />
            </li>
          ))}
        </ul>
      ) : null}
      <CertificationNotices notices={certifications} canEditPages={canEditPages} />
    </section>
  );
}
