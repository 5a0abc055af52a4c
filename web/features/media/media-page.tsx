import { lazy, Suspense, useRef, useState } from "react";
import { pagesOf, useListAddress } from "../../lib/list-address";
import { MEDIA_FILTERS, mediaFilterLabels } from "../../../src/shared/media-places";
import type { MediaItem } from "../../../src/shared/schemas/media-answers";
import { type ListCopy, ListSearchForm, ListStates } from "../../components/ui/list-states";
import { MediaThumbnail } from "../../components/ui/media-picker";
import { ACCEPTED_IMAGES } from "../../lib/upload";
import { toastError, toastSuccess } from "../../lib/toast";
import { useMediaList, useUploadMedia } from "./media-api";
import { Pager } from "../../components/ui/pager";
import { optionsOf, SelectField } from "../../components/ui/select-field";

/** A picture's details, with the form of its alt text, load when one is opened: the library draws without them. */
const MediaDetails = lazy(async () => ({ default: (await import("./media-details")).MediaDetails }));

const MEDIA_COPY: ListCopy = { loading: "Caricamento delle immagini...", error: "Impossibile caricare la libreria" };

/** /admin/media: every uploaded picture in one place, searchable by name and alt text, filtered by use. */
export function MediaPage() {
  const address = useListAddress(["q", "filter"], { filter: "all" });
  const { query, page, goTo } = address;
  const list = useMediaList(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const upload = useUploadMedia();
  const fileRef = useRef<HTMLInputElement>(null);
  const pages = pagesOf(list.data);
  const open: MediaItem | undefined = list.data?.items.find((i) => i.id === openId);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (item) => {
        toastSuccess("Immagine caricata", "Scrivi il testo alternativo: vale ovunque sarà usata.");
        setOpenId(item.id);
      },
      onError: (error) => toastError("Errore", error.message),
    });
  };

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Libreria delle immagini</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Tutte le immagini caricate: foto delle gallerie, copertine e immagini degli articoli, immagini delle pagine. Il testo
        alternativo si scrive una volta e vale dove l'immagine compare senza un testo suo.
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <ListSearchForm
          label="Cerca nella libreria"
          searchLabel="Cerca per nome o testo alternativo"
          address={address}
          className="grow"
        >
          <SelectField label="Mostra" {...address.field("filter", "all")} options={optionsOf(MEDIA_FILTERS, mediaFilterLabels)} />
        </ListSearchForm>
        <div>
          <label htmlFor="media-upload" className="btn-secondary cursor-pointer">
            {upload.isPending ? "Caricamento in corso..." : "Carica un'immagine"}
          </label>
          <input
            id="media-upload"
            ref={fileRef}
            type="file"
            accept={ACCEPTED_IMAGES}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </div>
      </div>

      <section aria-labelledby="media-results-title" className="mt-6">
        <h2 id="media-results-title" className="text-lg font-semibold text-ink">
          Immagini{list.data ? ` (${list.data.total.toLocaleString("it-IT")})` : ""}
        </h2>
        <div className="mt-4">
          <ListStates list={list} copy={MEDIA_COPY} empty={"Nessuna immagine corrisponde alla ricerca."}>
            {(data) => (
              <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="media-grid">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => setOpenId(item.id)}
                      className="card block w-full overflow-hidden text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <MediaThumbnail item={item} />
                      <span className="block truncate px-2 pt-1 text-sm font-semibold text-ink">{item.name}</span>
                      <span className="block truncate px-2 pb-2 text-xs text-muted">
                        {item.usages.length === 0
                          ? "Non usata"
                          : `Usata in ${item.usages.length} ${item.usages.length === 1 ? "posto" : "posti"}`}
                        {item.alt || item.decorative ? "" : " · senza testo alternativo"}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </ListStates>
        </div>
        <Pager label="Pagine della libreria" page={page} pages={pages} onPage={goTo} />
      </section>
      {open ? (
        <Suspense fallback={null}>
          <MediaDetails key={open.id} item={open} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
