import { diffWords } from "diff";

/** A readable word-by-word diff: removed words struck through in red, added ones in green. */
export function TextDiff({ label, before, after }: { label: string; before: string; after: string }) {
  if (before === after) return null;
  const parts = diffWords(before, after);
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-wrap text-ink" data-testid={`diff-${label}`}>
        {parts.map((part, index) =>
          part.added ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
            <ins key={index} className="bg-accent-50 text-accent-700 no-underline">
              {part.value}
            </ins>
          ) : part.removed ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
            <del key={index} className="bg-red-50 text-danger-700">
              {part.value}
            </del>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
            <span key={index}>{part.value}</span>
          ),
        )}
      </p>
    </div>
  );
}
