import * as Dialog from "@radix-ui/react-dialog";
import { type ListCopy, ListStates } from "./list-states";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { MediaItem } from "../../../src/shared/schemas/media-answers";
import { mediaPageQuery } from "../../lib/api/get-media";
import { pagesOf } from "../../lib/list-address";
import { Images } from "./lucide-icons";

const PICKER_COPY: ListCopy = { loading: "Caricamento delle immagini...", error: "Impossibile caricare la libreria" };
const NO_PICTURES = <p className="text-muted">Nessuna immagine trovata.</p>;

/** The smallest rendition at least `width` wide, for a thumbnail. */
export function thumbnailOf(item: Pick<MediaItem, "url" | "variants">, width = 320): string {
  return item.variants.find((v) => v.width >= width)?.url ?? item.url;
}

/** A picture of the library as a tile shows it: its small rendition, 4:3, loaded when it nears the screen. */
export function MediaThumbnail({ item }: { item: MediaItem }) {
  return (
    <img
      src={thumbnailOf(item)}
      alt=""
      loading="lazy"
      width={item.width}
      height={item.height}
      className="aspect-[4/3] w-full bg-surface object-cover"
    />
  );
}

/** 'Scegli dalla libreria': a dialog to search the uploaded pictures (by name or alt text) and pick one. */
export function MediaPickerButton({
  onPick,
  label = "Scegli dalla libreria",
}: {
  onPick: (item: MediaItem) => void;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...mediaPageQuery(new URLSearchParams({ q, page: String(page) })),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setQ(typed.trim());
    setPage(1);
  };
  const pages = pagesOf(list.data);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-secondary">
        <Images aria-hidden="true" className="size-4" />
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        {/* Held at the top, not centred: the search stays where it is while the pictures load and the dialog grows. */}
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-[5vh] left-1/2 z-[81] flex max-h-[90vh] w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 flex-col rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">Libreria delle immagini</Dialog.Title>
          <form onSubmit={onSearch} className="mt-3 flex gap-2" aria-label="Cerca nella libreria">
            <label htmlFor="media-picker-q" className="sr-only">
              Cerca per nome o testo alternativo
            </label>
            <input
              id="media-picker-q"
              type="search"
              className="field-input"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="Cerca per nome o testo alternativo"
            />
            <button type="submit" className="btn-primary">
              Cerca
            </button>
          </form>
          <div className="mt-4 min-h-40 overflow-y-auto" aria-live="polite">
            <ListStates list={list} copy={PICKER_COPY} empty={NO_PICTURES} inline>
              {(data) => (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {data.items.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        className="block w-full overflow-hidden rounded-lg border border-line text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                        onClick={() => {
                          onPick(item);
                          setOpen(false);
                        }}
                      >
                        <MediaThumbnail item={item} />
                        <span className="block truncate px-2 py-1 text-xs text-ink">Scegli: {item.alt || item.name}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </ListStates>
          </div>
          <div className="mt-4 flex items-center justify-between gap-3">
            {pages > 1 ? (
              <div className="flex items-center gap-2 text-sm">
                <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Precedenti
                </button>
                <span>
                  Pagina {page} di {pages}
                </span>
                <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Successive
                </button>
              </div>
            ) : (
              <span />
            )}
            <Dialog.Close className="btn-secondary">Chiudi</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
