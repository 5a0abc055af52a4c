import type { RestoreJob } from "../../../src/shared/backups";
import { ProgressBar } from "../../components/ui/progress-bar";

/** The restore the server runs (or ran last): a progress bar while it runs, the outcome once done. */
export function RestoreStatus({ restore }: { restore: RestoreJob | null }) {
  if (!restore) return null;
  if (restore.state === "in_corso") {
    const percent = Math.round(restore.progress * 100);
    return (
      <div className="card p-4" role="status">
        <p className="font-medium text-ink">
          Ripristino di {restore.snapshot} in corso: {restore.step} ({percent}%)
        </p>
        <ProgressBar label="Ripristino" progress={restore.progress} className="mt-3 h-2" />
      </div>
    );
  }
  if (restore.state === "errore") {
    return (
      <div role="alert" className="card border-danger-700 p-4 text-danger-700">
        {restore.message ?? "Ripristino non riuscito, i dati sono rimasti quelli di prima."}
      </div>
    );
  }
  return (
    <p role="status" className="card p-4 text-sm text-ink">
      {restore.message ?? `Backup ${restore.snapshot} ripristinato.`}
    </p>
  );
}
