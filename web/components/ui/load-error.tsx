import { RefreshCw } from "./lucide-icons";

/** Data that could not be loaded: what went wrong and a way to try again. */
export function LoadError({
  message,
  title,
  onRetry,
  retrying = false,
  className = "",
}: {
  message: string;
  title?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={`card flex flex-wrap items-center justify-between gap-4 p-6 ${className}`}>
      <div>
        {title ? <p className="font-semibold text-ink">{title}</p> : null}
        <p className={title ? "mt-1 text-muted" : "text-danger-700"}>{message}</p>
      </div>
      <button type="button" className="btn-secondary" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Riprova
      </button>
    </div>
  );
}
