import type { ReactNode } from "react";

/** A counter of the admin area: icon, label, figure, and how the figure is made when it needs saying; compact on a phone, where counters sit two to a row. */
export function StatCard({ label, value, icon, note }: { label: string; value: ReactNode; icon: ReactNode; note?: ReactNode }) {
  return (
    <div className="card flex h-full items-center gap-4 p-5 max-sm:gap-2.5 max-sm:p-3">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 max-sm:size-8">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted max-sm:text-xs">{label}</p>
        <p className="text-2xl font-bold text-ink max-sm:text-xl">{value}</p>
        {note ? <p className="mt-1 text-xs text-muted">{note}</p> : null}
      </div>
    </div>
  );
}
