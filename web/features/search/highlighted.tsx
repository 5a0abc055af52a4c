import { Fragment } from "react";
import type { TextPart } from "../../../src/shared/search";

/** Text with the searched words in <mark>: plain strings rendered by React, so nothing in them is ever markup. */
export function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered.
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
