/**
 * How far an operation has gone (an upload, a backup, a restore), read out by screen readers as a
 * percentage. `progress` runs from 0 to 1; `fill` colours the bar (a failed upload turns it red).
 */
export function ProgressBar({
  label,
  progress,
  className = "h-2",
  fill = "bg-brand-600",
}: {
  label: string;
  progress: number;
  className?: string;
  fill?: string;
}) {
  const percent = Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div className={`h-full transition-[width] ${fill}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
