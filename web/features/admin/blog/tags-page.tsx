import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { TagSummary } from "../../../../src/shared/schemas/blog-admin";
import { LoadError } from "../../../components/ui/load-error";
import { apiRequest } from "../../../lib/api-client";
import { toastError, toastSuccess } from "../../../lib/toast";

const TAGS_KEY = ["/api/blog/admin/tags"] as const;

function TagEditor({ tag, onDone }: { tag: TagSummary; onDone: () => void }) {
  const [name, setName] = useState(tag.name);
  const [description, setDescription] = useState(tag.description);
  const save = useMutation({
    mutationFn: () =>
      apiRequest<{ posts: number }>("PUT", `/api/blog/admin/tags/${encodeURIComponent(tag.slug)}`, { name, description }),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(undefined, {
      onSuccess: () => {
        toastSuccess("Tag aggiornato", name);
        onDone();
      },
    });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 py-3" aria-label={`Modifica il tag ${tag.name}`}>
      <div>
        <label htmlFor={`tag-name-${tag.slug}`} className="field-label">
          Nome
        </label>
        <input
          id={`tag-name-${tag.slug}`}
          className="field-input"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
      </div>
      <div>
        <label htmlFor={`tag-description-${tag.slug}`} className="field-label">
          Descrizione (compare nella pagina del tag)
        </label>
        <textarea
          id={`tag-description-${tag.slug}`}
          className="field-input"
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      {save.isError ? (
        <p role="alert" className="field-error">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Salva
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Annulla
        </button>
      </div>
    </form>
  );
}

/** /admin/blog/tag: every tag with its articles; rename, describe (shown on its public page) and merge. */
export function TagsPage() {
  const tags = useQuery<TagSummary[]>({ queryKey: TAGS_KEY });
  const [editing, setEditing] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [into, setInto] = useState("");
  const merge = useMutation({
    mutationFn: () => apiRequest<{ posts: number }>("POST", "/api/blog/admin/tags/merge", { from: [...chosen], into }),
  });
  const onMerge = (e: FormEvent) => {
    e.preventDefault();
    merge.mutate(undefined, {
      onSuccess: (answer) => {
        toastSuccess("Tag uniti", `${answer.posts} articoli aggiornati`);
        setChosen(new Set());
        setInto("");
      },
      onError: (error) => toastError("Errore", error.message),
    });
  };
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Tag del blog</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Rinomina un tag in tutti gli articoli, scrivi la descrizione che compare nella sua pagina pubblica, unisci più tag in uno.
      </p>
      {tags.isPending ? (
        <p role="status" className="mt-6 text-muted">
          Caricamento dei tag...
        </p>
      ) : tags.isError ? (
        <LoadError message={tags.error.message} title="Impossibile caricare i tag" onRetry={() => void tags.refetch()} />
      ) : tags.data.length === 0 ? (
        <p className="card mt-6 p-6 text-muted">Nessun articolo ha tag, per ora.</p>
      ) : (
        <>
          <ul className="card mt-6 divide-y divide-line px-6" data-testid="tags-list">
            {tags.data.map((tag) => (
              <li key={tag.slug} className="py-3">
                <div className="flex flex-wrap items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={chosen.has(tag.slug)}
                    onChange={(e) =>
                      setChosen((current) => {
                        const next = new Set(current);
                        if (e.target.checked) next.add(tag.slug);
                        else next.delete(tag.slug);
                        return next;
                      })
                    }
                    aria-label={`Scegli ${tag.name} da unire`}
                  />
                  <span className="grow">
                    <a href={`/blog/tag/${tag.slug}`} className="font-semibold text-brand-700 underline">
                      {tag.name}
                    </a>
                    <span className="ml-2 text-sm text-muted">
                      {tag.posts === 1 ? "1 articolo" : `${tag.posts} articoli`}, {tag.published} pubblicati
                    </span>
                    {tag.description ? <span className="block text-sm text-muted">{tag.description}</span> : null}
                  </span>
                  <button type="button" className="btn-secondary" onClick={() => setEditing(tag.slug)}>
                    Modifica<span className="sr-only"> {tag.name}</span>
                  </button>
                </div>
                {editing === tag.slug ? <TagEditor tag={tag} onDone={() => setEditing(null)} /> : null}
              </li>
            ))}
          </ul>
          <form onSubmit={onMerge} className="card mt-6 flex flex-wrap items-end gap-3 p-6" aria-label="Unisci i tag scelti">
            <p className="w-full text-sm text-muted">
              {chosen.size === 0 ? "Scegli con le caselle i tag da unire." : `${chosen.size} tag scelti da unire.`}
            </p>
            <div>
              <label htmlFor="merge-into" className="field-label">
                Unisci nel tag
              </label>
              <input id="merge-into" className="field-input" value={into} onChange={(e) => setInto(e.target.value)} required />
            </div>
            <button type="submit" className="btn-primary" disabled={chosen.size === 0 || merge.isPending}>
              Unisci
            </button>
          </form>
        </>
      )}
    </>
  );
}
