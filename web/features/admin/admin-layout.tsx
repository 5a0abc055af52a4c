import { ExternalLink, LogOut, Menu, UserRound, X } from "../../components/ui/lucide-icons";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from "react-router-dom";
import { LeaveGuard } from "../../components/ui/unsaved-changes";
import { canOpen } from "../../../src/shared/roles";
import { BackLink } from "../../components/layout/back-link";
import { BrandMark } from "../../components/ui/brand-icons";
import { deepestHandle } from "../../lib/route-handle";
import { prefetchLikelyNext } from "../../lib/likely-next-page";
import { prefetchOnIntent } from "../../lib/route-prefetch";
import { toastError } from "../../lib/toast";
import { ForbiddenPage } from "./forbidden-page";
import { useCurrentUser } from "../../lib/session";
import { useLogout, useSessionEnded } from "./use-session";
import { AdminSidebarLinks } from "./admin-sidebar";

/** Where the menu stops folding behind its button (Tailwind's `lg`). */
const WIDE_SCREEN = "(min-width: 64rem)";

/** Whether the screen is wide enough for the menu to stand beside the page, kept up to date as the window changes. */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN);
    const onChange = () => setWide(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return wide;
}

/** Frame of every admin page, behind the sign-in guard. */
export function AdminLayout() {
  const me = useCurrentUser();
  const ended = useSessionEnded();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const area = deepestHandle(matches, "area")?.area;
  // A page with its own way back (a trail to its list) shows no second one.
  const ownBackLink = deepestHandle(matches, "ownBackLink")?.ownBackLink === true;
  // Moving between areas stays instant: an area's code loads as soon as its link is pointed at.
  useEffect(() => prefetchOnIntent(document, "/admin"), []);
  // And the area opened before this one, the likely way back, once the browser is idle.
  useEffect(() => prefetchLikelyNext(location.pathname), [location.pathname]);
  // On a phone the menu folds behind a button; it closes when a page is chosen or on Escape.
  const [menuOpen, setMenuOpen] = useState(false);
  // Folded, the menu's links are drawn when it opens: a phone draws an area's first screen sooner without them.
  const wide = useWideScreen();
  const menuButton = useRef<HTMLButtonElement>(null);
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setMenuOpen(false);
  }, [location.pathname]);
  const openedByButton = useRef(false);
  useEffect(() => {
    if (!menuOpen || !openedByButton.current) return;
    openedByButton.current = false;
    document.querySelector<HTMLAnchorElement>("#admin-menu a")?.focus();
  }, [menuOpen]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

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

  const forbidden = area !== undefined && !canOpen(user.role, area);
  const iconLink = "inline-flex min-h-10 items-center gap-1 rounded-md px-2 hover:bg-brand-50";

  return (
    <div className="min-h-screen bg-surface">
      <header className="border-b border-line bg-white lg:sticky lg:top-0 lg:z-30">
        <div className="flex min-h-14 items-center justify-between gap-2 px-3 sm:px-4">
          <div className="flex items-center gap-2">
            {user.mustEnrolSecondFactor ? null : (
              <button
                ref={menuButton}
                type="button"
                className="btn-secondary min-h-10 px-3 lg:hidden"
                aria-expanded={menuOpen}
                aria-controls="admin-menu"
                onClick={() => {
                  // Opened, the menu takes the focus on its first link, where the keyboard goes next.
                  if (!menuOpen) openedByButton.current = true;
                  setMenuOpen((open) => !open);
                }}
              >
                {menuOpen ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
                Menu
              </button>
            )}
            <Link to="/admin" className="flex items-center gap-2">
              <BrandMark className="size-8" />
              <span className="font-bold whitespace-nowrap text-brand-900 max-sm:sr-only">Area riservata</span>
            </Link>
          </div>
          <div className="flex items-center gap-1 text-sm sm:gap-3">
            <Link to="/admin/profilo" className={`${iconLink} text-muted hover:text-ink`}>
              <UserRound aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only" data-testid="admin-user">
                {user.name || user.email}
              </span>
              <span className="sr-only">: il mio profilo</span>
            </Link>
            <Link to="/" className={`${iconLink} text-brand-700 hover:underline`}>
              <span className="sr-only sm:not-sr-only">Vedi il sito</span>
              <ExternalLink aria-hidden="true" className="size-4 sm:size-3.5" />
            </Link>
            <button type="button" onClick={onLogout} disabled={logout.isPending} className="btn-secondary min-h-10 px-3">
              <LogOut aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Esci</span>
            </button>
          </div>
        </div>
      </header>
      <div className="lg:flex">
        {user.mustEnrolSecondFactor ? null : (
          <nav
            id="admin-menu"
            aria-label="Menu amministrazione"
            className={`${menuOpen ? "" : "max-lg:hidden"} border-line bg-white p-3 max-lg:border-b lg:sticky lg:top-14 lg:h-[calc(100vh-3.5rem)] lg:w-60 lg:shrink-0 lg:overflow-y-auto lg:border-r`}
          >
            {menuOpen || wide ? <AdminSidebarLinks role={user.role} /> : null}
          </nav>
        )}
        <main className="min-w-0 flex-1">
          {forbidden || ownBackLink ? null : <BackLink />}
          <div className="container-page py-8">{forbidden ? <ForbiddenPage role={user.role} /> : <Outlet />}</div>
        </main>
      </div>
      <LeaveGuard />
    </div>
  );
}
