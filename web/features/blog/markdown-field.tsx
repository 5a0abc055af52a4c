import {
  Bold,
  Eye,
  Heading2,
  Italic,
  Link2,
  List,
  Loader2,
  Maximize2,
  Minimize2,
  PencilLine,
} from "../../components/ui/lucide-icons";
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { markdownImagesWithoutAlt } from "../../../src/shared/alt-text";
import { readingTime } from "../../../src/shared/reading-time";
import { MissingAltBadge } from "../../components/ui/alt-text-field";
import { RichText } from "../../components/ui/rich-text";
import { applyMarkdownFormat, insertImageMarkdown, type MarkdownFormat, type TextEdit } from "./markdown-format";
import { UploadList, useUploadQueue } from "./upload-queue";
import { useDebounced } from "../../lib/use-debounced";
import { DescribeInsertedImage } from "./describe-inserted-image";
import { usePreview } from "./use-blog-admin";

const TOOLS: { format: MarkdownFormat; label: string; shortcut?: string; icon: ReactNode }[] = [
  { format: "bold", label: "Grassetto", shortcut: "Ctrl+B", icon: <Bold aria-hidden="true" className="size-4" /> },
  { format: "italic", label: "Corsivo", shortcut: "Ctrl+I", icon: <Italic aria-hidden="true" className="size-4" /> },
  { format: "heading", label: "Titolo di sezione", icon: <Heading2 aria-hidden="true" className="size-4" /> },
  { format: "list", label: "Elenco puntato", icon: <List aria-hidden="true" className="size-4" /> },
  { format: "link", label: "Collegamento", shortcut: "Ctrl+K", icon: <Link2 aria-hidden="true" className="size-4" /> },
];

const SHORTCUTS: Record<string, MarkdownFormat> = { b: "bold", i: "italic", k: "link" };

export interface MarkdownFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Full screen: the text and its live preview side by side. */
  fullScreen?: boolean;
  onFullScreenChange?: (fullScreen: boolean) => void;
  /** Pictures dropped or pasted into the text are uploading. */
  onBusyChange?: (busy: boolean) => void;
}

/** The live preview waits this long after the last keystroke. */
const LIVE_PREVIEW_DELAY_MS = 400;

const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const imageFilesOf = (list: FileList | null | undefined) => [...(list ?? [])].filter((file) => file.type.startsWith("image/"));

/**
 * The article body: a Markdown text area with the toolbar of spec §2 acting on the selection,
 * and a preview made by the server's own pipeline (exactly what visitors will see).
 */
export function MarkdownField({
  id,
  value,
  onChange,
  error,
  fullScreen = false,
  onFullScreenChange,
  onBusyChange,
}: MarkdownFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const settled = useDebounced(value, LIVE_PREVIEW_DELAY_MS);
  const preview = usePreview(fullScreen ? settled : value, previewing || fullScreen);
  const errorId = `${id}-error`;
  const valueRef = useRef(value);
  valueRef.current = value;
  /** Pictures just put in the text, waiting to be described (asked one at a time, never made up). */
  const [describing, setDescribing] = useState<string[]>([]);
  /** Where pictures being uploaded go: the caret when they were dropped or pasted. */
  const insertAt = useRef<number | null>(null);
  const onUploaded = useCallback(
    (url: string) => {
      const el = textarea.current;
      const current = valueRef.current;
      const at = insertAt.current ?? el?.selectionStart ?? current.length;
      const next = insertImageMarkdown(current, at, url);
      insertAt.current = next.selectionStart;
      pendingSelection.current = [next.selectionStart, next.selectionEnd];
      onChange(next.value);
      setDescribing((waiting) => [...waiting, url]);
    },
    [onChange],
  );
  const asking = describing.find((url) => value.includes(`![](${url})`)) ?? null;
  const describe = (url: string, text: string) => {
    const alt = text.replace(/[[\]\n]/g, " ").trim();
    if (alt) onChange(valueRef.current.replace(`![](${url})`, `![${alt}](${url})`));
    setDescribing((waiting) => waiting.filter((other) => other !== url));
  };
  const uploads = useUploadQueue(onUploaded, onBusyChange);
  const upload = (files: File[]) => {
    if (files.length === 0) return false;
    insertAt.current = textarea.current?.selectionStart ?? valueRef.current.length;
    void uploads.start(files);
    return true;
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    if (upload(imageFilesOf(event.dataTransfer?.files))) event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (upload(imageFilesOf(event.clipboardData?.files))) event.preventDefault();
  };

  useLayoutEffect(() => {
    const el = textarea.current;
    const selection = pendingSelection.current;
    if (!el || !selection) return;
    pendingSelection.current = null;
    el.focus();
    el.setSelectionRange(selection[0], selection[1]);
  });

  const format = (kind: MarkdownFormat) => {
    const el = textarea.current;
    if (!el) return;
    const current: TextEdit = { value: el.value, selectionStart: el.selectionStart, selectionEnd: el.selectionEnd };
    const next = applyMarkdownFormat(current, kind);
    pendingSelection.current = [next.selectionStart, next.selectionEnd];
    onChange(next.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const kind = SHORTCUTS[event.key.toLowerCase()];
    if (!kind) return;
    event.preventDefault();
    format(kind);
  };

  const previewBody = !value.trim() ? (
    <p className="text-muted">Scrivi il contenuto per vederne l'anteprima.</p>
  ) : preview.isPending ? (
    <p role="status" className="inline-flex items-center gap-2 text-muted">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      Preparazione dell'anteprima...
    </p>
  ) : preview.isError ? (
    <p role="alert" className="text-danger-700">
      Anteprima non disponibile: {preview.error.message}
    </p>
  ) : (
    <RichText html={preview.data.html} />
  );

  const words = countWords(value);
  const undescribed = useMemo(() => markdownImagesWithoutAlt(value), [value]);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="field-label">
          Contenuto (Markdown) <span aria-hidden="true">*</span>
        </label>
        <div className="flex flex-wrap gap-2">
          {!fullScreen ? (
            <button
              type="button"
              className="btn-secondary min-h-9 px-3 py-1.5"
              aria-pressed={previewing}
              onClick={() => setPreviewing((v) => !v)}
            >
              {previewing ? <PencilLine aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
              {previewing ? "Torna a scrivere" : "Anteprima"}
            </button>
          ) : null}
          {onFullScreenChange ? (
            <button
              type="button"
              className="btn-secondary min-h-9 px-3 py-1.5"
              aria-pressed={fullScreen}
              onClick={() => {
                setPreviewing(false);
                onFullScreenChange(!fullScreen);
              }}
            >
              {fullScreen ? (
                <Minimize2 aria-hidden="true" className="size-4" />
              ) : (
                <Maximize2 aria-hidden="true" className="size-4" />
              )}
              {fullScreen ? "Esci da schermo intero" : "Schermo intero"}
            </button>
          ) : null}
        </div>
      </div>
      <div className={fullScreen ? "grid gap-4 lg:grid-cols-2" : ""}>
        {previewing && !fullScreen ? null : (
          <div className="rounded-lg border border-slate-300 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200">
            <div
              role="toolbar"
              aria-label="Formattazione"
              aria-controls={id}
              className="flex flex-wrap gap-1 border-b border-line bg-surface p-1.5"
            >
              {TOOLS.map((tool) => (
                <button
                  key={tool.format}
                  type="button"
                  onClick={() => format(tool.format)}
                  aria-label={tool.label}
                  title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
                  className="inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-white hover:shadow-sm"
                >
                  {tool.icon}
                </button>
              ))}
            </div>
            <textarea
              id={id}
              ref={textarea}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={onKeyDown}
              onDrop={onDrop}
              onPaste={onPaste}
              rows={fullScreen ? 28 : 16}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : `${id}-help`}
              className="block w-full resize-y rounded-b-lg border-0 bg-white px-3 py-2 font-mono text-sm leading-relaxed text-ink focus:outline-none"
            />
          </div>
        )}
        {previewing || fullScreen ? (
          <section
            aria-live="polite"
            aria-label="Anteprima del contenuto"
            data-testid="content-preview"
            className={`min-h-64 rounded-lg border border-slate-300 bg-white px-5 py-4 ${fullScreen ? "max-h-[70dvh] overflow-y-auto" : ""}`}
          >
            {previewBody}
          </section>
        ) : null}
      </div>
      <UploadList items={uploads.items} label="Caricamento delle immagini nel testo" />
      {asking ? <DescribeInsertedImage key={asking} url={asking} onDone={(text) => describe(asking, text)} /> : null}
      {undescribed.length > 0 ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-amber-900" data-testid="text-images-without-alt">
          <MissingAltBadge />
          {undescribed.length === 1 ? "Un'immagine nel testo" : `${undescribed.length} immagini nel testo`} senza descrizione:
          scrivila tra le parentesi quadre, ![descrizione](…), oppure nella libreria dei media.
        </p>
      ) : null}
      <p className="mt-1 text-xs text-muted" data-testid="text-stats">
        {words === 1 ? "1 parola" : `${words.toLocaleString("it-IT")} parole`} · {readingTime(value)} min di lettura
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-help`} className="mt-1 text-xs text-muted">
          **grassetto**, *corsivo*, ## titolo, - elenco, [testo](https://indirizzo), ![descrizione](https://immagine). Una riga
          vuota separa i paragrafi. Trascina o incolla qui le immagini per caricarle nel testo.
        </p>
      )}
    </div>
  );
}
