import { useQuery } from "@tanstack/react-query";
import { tagsQuery } from "./api/get-tags";
import { lazy, Suspense, useState } from "react";
import { type ListCopy, ListStates } from "../../components/ui/list-states";

/** The forms (a tag's editor, the merge) and their checks load after the list, which staff read first. */
const TagEditor = lazy(async () => ({ default: (await import("./tag-forms")).TagEditor }));
const TagMergeForm = lazy(async () => ({ default: (await import("./tag-forms")).TagMergeForm }));

const TAGS_COPY: ListCopy = { loading: "Caricamento dei tag...", error: "Impossibile caricare i tag" };

/** /admin/blog/tag: every tag with its articles; rename, describe (shown on its public page) and merge. */
export function TagsPage() {
  const tags = useQuery(tagsQuery());
  const [editing, setEditing] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Tag del blog</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Rinomina un tag in tutti gli articoli, scrivi la descrizione che compare nella sua pagina pubblica, unisci più tag in uno.
      </p>
      <div className="mt-6">
        <ListStates list={tags} copy={TAGS_COPY} empty="Nessun articolo ha tag, per ora.">
          {(data) => (
            <>
              <ul className="card divide-y divide-line px-6" data-testid="tags-list">
                {data.map((tag) => (
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
                    {editing === tag.slug ? (
                      <Suspense fallback={<p role="status">Apertura del modulo…</p>}>
                        <TagEditor tag={tag} onDone={() => setEditing(null)} />
                      </Suspense>
                    ) : null}
                  </li>
                ))}
              </ul>
              <Suspense fallback={null}>
                <TagMergeForm chosen={chosen} onMerged={() => setChosen(new Set())} />
              </Suspense>
            </>
          )}
        </ListStates>
      </div>
    </>
  );
}
