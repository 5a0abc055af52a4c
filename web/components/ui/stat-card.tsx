import type { ReactNode } from "react";

/** A counter of the admin area: icon, label, figure, and how the figure is made when it needs saying. */
export function StatCard({ label, value, icon, note }: { label: string; value: ReactNode; icon: ReactNode; note?: ReactNode }) {
  return (
    <div className="card flex items-center gap-4 p-5">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <div>
        <p className="text-sm text-muted">{label}</p>
        <p className="text-2xl font-bold text-ink">{value}</p>
        {note ? <p className="mt-1 text-xs text-muted">{note}</p> : null}
      </div>
    </div>
  );
}
