import { diffWords } from "diff";
import { ICON_NAMES, type IconName } from "../../../src/shared/pages/icon-names";
import type { ShownValue } from "../../../src/shared/edit-merge";
import { Icon } from "./icons";

const isIconName = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name);

/** A long text with the words the other version does not have marked: each side shows its own whole text. */
function ChangedWords({ text, other }: { text: string; other: string }) {
  const parts = diffWords(other, text);
  return (
    // Scrolls within the choice when long; focusable so that the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <div tabIndex={0} className="max-h-60 overflow-y-auto rounded-sm text-sm leading-relaxed whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.removed ? null : part.added ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
          <mark key={index} className="rounded-sm bg-signal-400/40 text-ink">
            {part.value}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  );
}

/** One version's value of a part, as staff read it: text, a picture with its alt text, a link's page, Sì/No, a list. */
export function ConflictValue({ value, other }: { value: ShownValue; other: ShownValue }) {
  switch (value.kind) {
    case "empty":
      return <span className="text-sm text-muted italic">(vuoto)</span>;
    case "text":
      return <span className="text-sm break-words">{value.text}</span>;
    case "long-text":
      return <ChangedWords text={value.text} other={other.kind === "long-text" || other.kind === "text" ? other.text : ""} />;
    case "image":
      return (
        <span className="flex items-start gap-3">
          <img
            src={value.src}
            alt={value.decorative ? "" : value.alt}
            className="h-16 w-24 shrink-0 rounded-sm border border-line bg-white object-contain"
            loading="lazy"
          />
          <span className="text-sm">
            {value.decorative ? (
              "Immagine decorativa"
            ) : value.alt ? (
              <>
                <span className="text-muted">Testo alternativo:</span> {value.alt}
              </>
            ) : (
              <span className="text-muted italic">Senza testo alternativo</span>
            )}
          </span>
        </span>
      );
    case "link":
      return (
        <span className="text-sm break-words">
          {value.title ? (
            <>
              {value.title} <span className="text-muted">({value.address})</span>
            </>
          ) : (
            value.address
          )}
        </span>
      );
    case "yes-no":
      return <span className="text-sm">{value.value ? "Sì" : "No"}</span>;
    case "icon":
      return (
        <span className="flex items-center gap-2 text-sm">
          {isIconName(value.name) ? (
            <span className="flex size-8 items-center justify-center rounded-md bg-brand-50 text-brand-700">
              <Icon name={value.name} />
            </span>
          ) : null}
          {value.label}
        </span>
      );
    case "list":
      return value.items.length === 0 ? (
        <span className="text-sm text-muted italic">(nessun elemento)</span>
      ) : (
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {value.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a version's list is shown as it is, never reordered here.
            <li key={index}>
              <ConflictValue value={item} other={other.kind === "list" ? (other.items[index] ?? other) : other} />
            </li>
          ))}
        </ol>
      );
  }
}
