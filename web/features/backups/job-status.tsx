import type { BackupJob } from "../../../src/shared/backups";
import { ProgressBar } from "../../components/ui/progress-bar";

const actionLabels: Record<BackupJob["action"], string> = {
  crea: "Creazione del backup",
  importa: "Verifica del backup caricato",
};

/** The running (or last) operation: a progress bar while it runs, the outcome once done. */
export function JobStatus({ job }: { job: BackupJob | null }) {
  if (!job) return null;
  if (job.state === "in_corso") {
    const percent = Math.round(job.progress * 100);
    return (
      <div className="card p-4" role="status">
        <p className="font-medium text-ink">
          {actionLabels[job.action]} in corso: {job.step} ({percent}%)
        </p>
        <ProgressBar label={actionLabels[job.action]} progress={job.progress} className="mt-3 h-2" />
      </div>
    );
  }
  if (job.state === "errore") {
    return (
      <div role="alert" className="card border-danger-700 p-4 text-danger-700">
        {actionLabels[job.action]} non riuscita: {job.message ?? "errore sconosciuto"}
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-muted">
      {actionLabels[job.action]} completata: {job.snapshot}.
    </p>
  );
}
