import { SelectField } from "../../components/ui/select-field";
import { useQuery } from "@tanstack/react-query";
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
    <SelectField
      label="Autore"
      value={value}
      disabled={!authors.data}
      onChange={(event) => onChange(event.target.value)}
      emptyLabel={value === "" ? (authors.isError ? "Elenco non disponibile" : "Tu (chi salva)") : undefined}
      options={(authors.data ?? []).map((author) => ({ value: String(author.id), label: author.name }))}
    />
  );
}
