import { RefreshCw } from "./lucide-icons";
import { useLocation } from "react-router-dom";
import { dictionaryOf } from "../../content/dictionary";

/**
 * 'Riprova' where a page's data could not be read: a link to the page itself, styled as a button.
 * On a visitor's page (the server's HTML, no script for this part) following it loads the page
 * again; where the whole app runs (admin, staff previews) it reads the data again in place.
 */
export function RetryLink({ onRetry, retrying, className }: { onRetry: () => void; retrying: boolean; className: string }) {
  const { pathname, search } = useLocation();
  const { loadError } = dictionaryOf(pathname);
  return (
    <a
      href={`${pathname}${search}`}
      className={`${className} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
      aria-disabled={retrying || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!retrying) onRetry();
      }}
    >
      <RefreshCw aria-hidden="true" className="size-4" />
      {loadError.retry}
    </a>
  );
}
