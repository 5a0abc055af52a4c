import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { PostAuthor } from "../../../../src/shared/blog";
import type { ApiError } from "../../../lib/api-client";
import { useCurrentUser } from "../use-auth";

const AUTHORS_KEY = ["/api/blog/authors"] as const;

/** The author of the article: an Amministratore picks among the staff, anyone else reads it. */
export function AuthorField({
  value,
  fallbackName,
  onChange,
}: {
  value: string;
  fallbackName: string | null;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const user = useCurrentUser();
  const isAdmin = user.data?.role === "amministratore";
  const authors = useQuery<PostAuthor[], ApiError>({ queryKey: AUTHORS_KEY, enabled: isAdmin, staleTime: 60_000 });

  if (!isAdmin) {
    return (
      <p className="text-sm text-muted">
        Autore: <span className="font-medium text-ink">{fallbackName ?? "tu, al primo salvataggio"}</span>
      </p>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Autore
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        disabled={!authors.data}
        onChange={(event) => onChange(event.target.value)}
      >
        {value === "" ? <option value="">{authors.isError ? "Elenco non disponibile" : "Tu (chi salva)"}</option> : null}
        {(authors.data ?? []).map((author) => (
          <option key={author.id} value={String(author.id)}>
            {author.name}
          </option>
        ))}
      </select>
    </div>
  );
}
