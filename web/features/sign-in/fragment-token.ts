import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * The one-time token of an invitation or set-up link, read from the fragment (`#token=…`), which
 * browsers never send to a server. A link of the older form (`?token=…`) still works: its token
 * is moved into the fragment at once, so it is not sent again (nor kept in the history).
 */
export function useFragmentToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, "")).get("token") ?? "";
  const fromQuery = new URLSearchParams(location.search).get("token") ?? "";
  useEffect(() => {
    if (!fromQuery || fromFragment) return;
    void navigate(`${location.pathname}#token=${encodeURIComponent(fromQuery)}`, { replace: true });
  }, [fromQuery, fromFragment, location.pathname, navigate]);
  return fromFragment || fromQuery;
}
