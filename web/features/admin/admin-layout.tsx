import { ExternalLink, LogOut, Menu, Trash2, UserRound, X } from "../../components/ui/lucide-icons";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, Navigate, NavLink, Outlet, useLocation, useMatches, useNavigate } from "react-router-dom";
import { LeaveGuard } from "../../components/ui/unsaved-changes";
import { type Area, canOpen } from "../../../src/shared/roles";
import { BackLink } from "../../components/layout/back-link";
import { BrandMark } from "../../components/ui/brand-icons";
import { deepestHandle } from "../../lib/route-handle";
import { prefetchLikelyNext } from "../../lib/likely-next-page";
import { prefetchOnIntent } from "../../lib/route-prefetch";
import { toastError } from "../../lib/toast";
import { ForbiddenPage } from "./forbidden-page";
import { useCurrentUser } from "../../lib/session";
import { useLogout, useSessionEnded } from "./use-session";

/** The admin menu; each entry shows only to the roles that may open its area. */
const adminNav: { to: string; label: string; end: boolean; area: Area }[] = [
  { to: "/admin", label: "Dashboard", end: true, area: "dashboard" },
  { to: "/admin/galleries", label: "Gallerie", end: false, area: "galleries" },
  { to: "/admin/blog", label: "Blog", end: false, area: "blog" },
  { to: "/admin/referenze", label: "Referenze", end: false, area: "references" },
  { to: "/admin/pagine", label: "Pagine", end: false, area: "pages" },
  { to: "/admin/menu", label: "Menu del sito", end: false, area: "pages" },
  { to: "/admin/media", label: "Immagini", end: false, area: "media" },
  { to: "/admin/documentazione", label: "Documentazione", end: false, area: "documents" },
  { to: "/admin/reindirizzamenti", label: "Reindirizzamenti", end: false, area: "redirects" },
  { to: "/admin/ricerca", label: "Ricerca", end: false, area: "search" },
  { to: "/admin/richieste", label: "Richieste", end: false, area: "inbox" },
  { to: "/admin/statistiche", label: "Statistiche", end: false, area: "statistics" },
  { to: "/admin/utenti", label: "Utenti", end: false, area: "people" },
  { to: "/admin/registro", label: "Registro", end: false, area: "audit" },
  { to: "/admin/impostazioni", label: "Impostazioni", end: false, area: "settings" },
  { to: "/admin/backup", label: "Backup", end: false, area: "backups" },
];

/** Frame of every admin page, behind the sign-in guard. */
export function AdminLayout() {
  const me = useCurrentUser();
  const ended = useSessionEnded();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const area = deepestHandle(useMatches(), "area")?.area;
  // Moving between areas stays instant: an area's code loads as soon as its link is pointed at.
  useEffect(() => prefetchOnIntent(document, "/admin"), []);
  // And the area opened before this one, the likely way back, once the browser is idle.
  useEffect(() => prefetchLikelyNext(location.pathname), [location.pathname]);
  // On a phone the menu folds behind a button; it closes when a page is chosen or on Escape.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setMenuOpen(false);
  }, [location.pathname]);
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  if (me.isPending) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-muted">
        Verifica dell'accesso in corso...
      </div>
    );
  }
  if (me.isError) {
    return (
      <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 text-center">
        <p className="text-lg text-ink">Impossibile verificare l'accesso: {me.error.message}</p>
        <button type="button" className="btn-primary" onClick={() => void me.refetch()}>
          Riprova
        </button>
      </div>
    );
  }
  if (!me.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/admin/login?next=${next}${ended ? `&motivo=${ended}` : ""}`} replace />;
  }

  const user = me.data;
  // A required second factor comes first: until it is set up only the profile opens.
  if (user.mustEnrolSecondFactor && location.pathname !== "/admin/profilo") {
    return <Navigate to="/admin/profilo" replace />;
  }
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate("/admin/login", { replace: true }),
      onError: (error) => toastError("Errore", error.message),
    });

  return (
    <div className="min-h-screen bg-surface">
      <header className="border-b border-line bg-white">
        <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the folded menu closes it; the controls are the button and links within. */}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-1 max-lg:w-full" onKeyDown={onMenuKey}>
            <div className="flex items-center gap-2 max-lg:w-full max-lg:justify-between">
              <Link to="/admin" className="flex items-center gap-2">
                <BrandMark className="size-8" />
                <span className="font-bold text-brand-900">Area riservata</span>
              </Link>
              <button
                ref={menuButton}
                type="button"
                className="btn-secondary min-h-10 px-3 lg:hidden"
                aria-expanded={menuOpen}
                aria-controls="admin-menu"
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
                Menu
              </button>
            </div>
            <nav id="admin-menu" aria-label="Menu amministrazione" className={`${menuOpen ? "" : "max-lg:hidden"} max-lg:w-full`}>
              <ul className="flex flex-wrap gap-1 max-lg:grid max-lg:grid-cols-2 max-lg:pb-2">
                {adminNav
                  .filter((item) => !user.mustEnrolSecondFactor && canOpen(user.role, item.area))
                  .map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end={item.end}
                        className={({ isActive }) =>
                          `inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold ${
                            isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-brand-50"
                          }`
                        }
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
              </ul>
            </nav>
          </div>
          <div className="flex items-center gap-3 text-sm">
            <Link
              to="/admin/profilo"
              className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-muted hover:bg-brand-50 hover:text-ink"
            >
              <UserRound aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only" data-testid="admin-user">
                {me.data.name || me.data.email}
              </span>
              <span className="sr-only">: il mio profilo</span>
            </Link>
            {canOpen(user.role, "bin") && !user.mustEnrolSecondFactor ? (
              <NavLink
                to="/admin/cestino"
                className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-muted hover:bg-brand-50 hover:text-ink"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Cestino
              </NavLink>
            ) : null}
            <Link to="/" className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-brand-700 hover:underline">
              Vedi il sito
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
            <button type="button" onClick={onLogout} disabled={logout.isPending} className="btn-secondary min-h-10 px-3">
              <LogOut aria-hidden="true" className="size-4" />
              Esci
            </button>
          </div>
        </div>
      </header>
      <main>
        <BackLink />
        <div className="container-page py-8">
          {area && !canOpen(me.data.role, area) ? <ForbiddenPage role={me.data.role} /> : <Outlet />}
        </div>
      </main>
      <LeaveGuard />
    </div>
  );
}
