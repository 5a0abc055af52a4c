import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { authorsQuery } from "./api/get-authors";
import { useCurrentUser } from "../../lib/session";

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
  const authors = useQuery({ ...authorsQuery(), enabled: isAdmin, staleTime: 60_000 });

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
