import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "../../../src/shared/languages";
import { staffLanguageNames } from "../../../src/shared/language-names";
import type { SiteMenus } from "../../../src/shared/menus";
import type { MenusEditorData, MenuTargets } from "../../../src/shared/schemas/menu-answers";
import { MENUS_PREVIEW_VALUE } from "../../../src/shared/menu-links";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Eye, Plus, Save, Trash2 } from "../../components/ui/lucide-icons";
import { LoadError } from "../../components/ui/load-error";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { ApiError } from "../../lib/api-client";
import { formatAdminDateTime } from "../../lib/dates";
import { firstMessage, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSaveShortcut } from "../../lib/use-save-shortcut";
import type { PickerTargets } from "./link-picker";
import { MenuLanguageChoice, MENU_LANGUAGE_PARAM, menuLanguages } from "./menu-language";
import { MenuRowList } from "./menu-row-list";
import { type EditedMenus, editedMenusSchema, editedOf, newItemId } from "./menu-rows";
import { MenuVersions } from "./menu-versions";
import {
  useDiscardDraft,
  useMenusEditor,
  useMenuTargets,
  usePublish,
  useReloadMenus,
  useRestoreOriginal,
  useSaveDraft,
} from "./menus-api";

const MAX_FOOTER_COLUMNS = 3;

/** What the editor starts from: the draft, else the published menus, else the built-in ones. */
const startOf = (data: MenusEditorData): SiteMenus => data.draft ?? data.published ?? data.builtIn;

function statusOf(data: MenusEditorData): string {
  const parts = [
    data.published && data.publishedAt
      ? `Pubblicati il ${formatAdminDateTime(data.publishedAt)} da ${data.publishedBy ?? "—"}.`
      : "I visitatori vedono i menu predefiniti.",
  ];
  if (data.draft && data.draftAt) parts.push(`Bozza salvata il ${formatAdminDateTime(data.draftAt)} da ${data.draftBy ?? "—"}.`);
  return parts.join(" ");
}

/** The pages a menu of `language` may lead to: those that have an address in it, shown with that address. */
function pickerTargets(targets: MenuTargets, language: LanguageCode): PickerTargets {
  const { addressOf } = menuLanguages[language];
  return {
    ...targets,
    pages: targets.pages.flatMap((page) => {
      const address = addressOf(page.path);
      return address === null ? [] : [{ ...page, address }];
    }),
  };
}

/**
 * /admin/menu: the header menu (with its dropdowns) and the footer columns of each language,
 * drafted, previewed, published; `?lingua=en` edits the English menus.
 */
export function MenusPage() {
  const [params] = useSearchParams();
  const asked = params.get(MENU_LANGUAGE_PARAM) ?? "";
  const language: LanguageCode = isLanguageCode(asked) ? asked : DEFAULT_LANGUAGE;
  const editor = useMenusEditor(language);
  const targets = useMenuTargets();
  if (editor.isError || targets.isError) {
    const error = editor.error ?? targets.error;
    return (
      <>
        <h1 className="text-3xl font-bold text-brand-900">Menu del sito</h1>
        <MenuLanguageChoice language={language} />
        <LoadError
          className="mt-6"
          message={error?.message ?? "Errore nel caricamento"}
          onRetry={() => {
            void editor.refetch();
            void targets.refetch();
          }}
        />
      </>
    );
  }
  if (!editor.data || !targets.data) {
    return (
      <>
        <h1 className="text-3xl font-bold text-brand-900">Menu del sito</h1>
        <MenuLanguageChoice language={language} />
        <p role="status" className="mt-6 text-muted">
          Caricamento dei menu…
        </p>
      </>
    );
  }
  // Each language is its own form: switching starts from that language's menus.
  return <MenusEditor key={language} language={language} data={editor.data} targets={pickerTargets(targets.data, language)} />;
}

function MenusEditor({ language, data, targets }: { language: LanguageCode; data: MenusEditorData; targets: PickerTargets }) {
  // The menus are one form: its default values are what the server holds, so its dirty state is "unsaved changes".
  const form = useSchemaForm(editedMenusSchema, { defaultValues: editedOf(startOf(data)) });
  const edited = form.watch();
  // Each answer of the server (a save, a publication, a restore) is the editor's new starting point.
  const { reset } = form;
  useEffect(() => reset(editedOf(startOf(data))), [data, reset]);
  const [problem, setProblem] = useState<string | null>(null);
  // Someone else saved the menus since this editor loaded them: the next save overwrites theirs on purpose.
  const [conflict, setConflict] = useState(false);
  const reload = useReloadMenus(language);
  const [confirming, setConfirming] = useState<"discard" | "original" | null>(null);
  const saveDraft = useSaveDraft(language);
  const publish = usePublish(language);
  const discard = useDiscardDraft(language);
  const restoreOriginal = useRestoreOriginal(language);
  const dirty = form.formState.isDirty;
  useUnsavedChanges(dirty);
  const busy = saveDraft.isPending || publish.isPending || discard.isPending || restoreOriginal.isPending;

  /** Sends the menus as the schema reads them, or shows the problem (the server checks the same). */
  const whenValid = (send: (menus: SiteMenus) => void) =>
    void form.handleSubmit(
      (menus) => {
        setProblem(null);
        send(menus);
      },
      (errors) => setProblem(firstMessage(errors) ?? "Il menu non è valido"),
    )();
  const failed = (title: string) => (error: Error) => {
    setProblem(error.message);
    if (error instanceof ApiError && error.status === 409) setConflict(true);
    toastError(title, error.message);
  };
  /** The version this save was made on; after a conflict, staff chose to overwrite the newer one. */
  const versionOfSave = () => {
    if (!conflict) return data.version;
    setConflict(false);
    return undefined;
  };
  const save = () => {
    if (busy) return;
    whenValid((menus) =>
      saveDraft.mutate(
        { menus, version: versionOfSave() },
        {
          onSuccess: () => toastSuccess("Bozza dei menu salvata", "I visitatori vedono ancora i menu pubblicati."),
          onError: failed("Bozza non salvata"),
        },
      ),
    );
  };
  useSaveShortcut(save);
  const onPublish = () => {
    if (busy) return;
    whenValid((menus) =>
      publish.mutate(
        { menus, version: versionOfSave() },
        {
          onSuccess: () =>
            toastSuccess(
              "Menu pubblicati",
              language === DEFAULT_LANGUAGE
                ? "Tutte le pagine del sito mostrano i nuovi menu."
                : `Le pagine in ${staffLanguageNames[language]} mostrano i nuovi menu.`,
            ),
          onError: failed("Menu non pubblicati"),
        },
      ),
    );
  };
  const onConfirm = () => {
    const action = confirming === "discard" ? discard : restoreOriginal;
    action.mutate(undefined, {
      onSuccess: () =>
        toastSuccess(
          confirming === "discard" ? "Bozza scartata" : "Menu originali ripristinati",
          "L'editor riparte da ciò che vedono i visitatori.",
        ),
      onError: failed("Operazione non riuscita"),
      onSettled: () => setConfirming(null),
    });
  };
  const setFooter = (footer: EditedMenus["footer"]) => form.setValue("footer", footer, { shouldDirty: true });

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Menu del sito</h1>
      <MenuLanguageChoice language={language} />
      <p className="mt-2 max-w-3xl text-muted">
        Il menu principale in alto (con i menu a tendina) e le colonne di link del piè di pagina. Sul telefono il menu segue
        quello principale: una voce con sottovoci si apre in un elenco (se ha anche un collegamento suo, con il pulsante accanto).
        Le modifiche restano in bozza finché non le pubblichi.
      </p>
      <p className="mt-2 text-sm text-ink" data-testid="menus-status">
        {statusOf(data)}
        {dirty ? " Ci sono modifiche non salvate." : ""}
      </p>

      <div className="sticky top-0 z-20 -mx-2 mt-4 flex flex-wrap gap-2 bg-surface/95 px-2 py-3">
        <button type="button" className="btn-secondary" onClick={save} disabled={busy} aria-keyshortcuts="Control+S">
          <Save aria-hidden="true" className="size-4" />
          Salva bozza
        </button>
        <button type="button" className="btn-primary" onClick={onPublish} disabled={busy}>
          Pubblica
        </button>
        {data.draft && !dirty ? (
          <a
            href={`${menuLanguages[language].home}?anteprima=${MENUS_PREVIEW_VALUE}`}
            target="_blank"
            rel="noopener"
            className="btn-secondary"
          >
            <Eye aria-hidden="true" className="size-4" />
            Anteprima della bozza (si apre in una nuova scheda)
          </a>
        ) : null}
        {data.draft ? (
          <button type="button" className="btn-secondary" onClick={() => setConfirming("discard")} disabled={busy}>
            Scarta la bozza
          </button>
        ) : null}
        {data.published ? (
          <button type="button" className="btn-secondary" onClick={() => setConfirming("original")} disabled={busy}>
            Ripristina i menu originali
          </button>
        ) : null}
      </div>
      {dirty && data.draft === null ? (
        <p className="text-sm text-muted">Salva la bozza per vederne l'anteprima sulle pagine del sito.</p>
      ) : null}
      {problem ? (
        <div role="alert" className="mt-3 rounded-lg border border-danger-600 bg-white p-3 text-sm text-danger-700">
          <p>{problem}</p>
          {conflict ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  setConflict(false);
                  setProblem(null);
                  void reload();
                }}
              >
                Carica la versione salvata
              </button>
              <span className="self-center text-ink">oppure salva o pubblica di nuovo per sovrascriverla.</span>
            </div>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="menu-header-title" className="mt-8">
        <h2 id="menu-header-title" className="text-lg font-semibold text-ink">
          Menu principale
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">
          Una voce con sottovoci diventa un menu a tendina. Sposta le voci trascinandole, con la tastiera dalla maniglia, o con i
          pulsanti.
        </p>
        <MenuRowList
          rows={edited.header}
          onChange={(header) => form.setValue("header", header, { shouldDirty: true })}
          targets={targets}
          nesting
          listName="Voci del menu principale"
          addLabel="Aggiungi una voce al menu principale"
        />
      </section>

      <section aria-labelledby="menu-footer-title" className="mt-10">
        <h2 id="menu-footer-title" className="text-lg font-semibold text-ink">
          Piè di pagina
        </h2>
        <div className="mt-3 grid gap-6">
          {edited.footer.map((column, index) => (
            <fieldset key={column.id} className="rounded-xl border border-line p-4">
              <legend className="px-1 font-semibold text-ink">Colonna «{column.title.trim() || `n. ${index + 1}`}»</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${column.id}-title`} className="field-label">
                    Titolo della colonna
                  </label>
                  <input
                    id={`${column.id}-title`}
                    className="field-input"
                    value={column.title}
                    onChange={(e) => setFooter(edited.footer.map((c, i) => (i === index ? { ...c, title: e.target.value } : c)))}
                  />
                </div>
                <div>
                  <label htmlFor={`${column.id}-name`} className="field-label">
                    Nome letto dai lettori di schermo (facoltativo)
                  </label>
                  <input
                    id={`${column.id}-name`}
                    className="field-input"
                    value={column.name ?? ""}
                    onChange={(e) =>
                      setFooter(edited.footer.map((c, i) => (i === index ? { ...c, name: e.target.value || undefined } : c)))
                    }
                  />
                </div>
              </div>
              <div className="mt-4">
                <MenuRowList
                  rows={column.items}
                  onChange={(items) => setFooter(edited.footer.map((c, i) => (i === index ? { ...c, items } : c)))}
                  targets={targets}
                  nesting={false}
                  listName={`Voci della colonna «${column.title}»`}
                  addLabel="Aggiungi una voce alla colonna"
                />
              </div>
              {edited.footer.length > 1 ? (
                <button
                  type="button"
                  className="btn-secondary mt-3 text-danger-700"
                  onClick={() => setFooter(edited.footer.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Rimuovi la colonna «{column.title}»
                </button>
              ) : null}
            </fieldset>
          ))}
        </div>
        {edited.footer.length < MAX_FOOTER_COLUMNS ? (
          <button
            type="button"
            className="btn-secondary mt-4"
            onClick={() =>
              setFooter([
                ...edited.footer,
                {
                  id: newItemId(),
                  title: "Nuova colonna",
                  items: [{ id: newItemId(), label: "Nuova voce", link: { kind: "page", path: "/" }, depth: 0 }],
                },
              ])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            Aggiungi una colonna
          </button>
        ) : null}
      </section>

      <MenuVersions language={language} onRestored={() => setProblem(null)} />

      <ConfirmDialog
        open={confirming !== null}
        title={confirming === "discard" ? "Scartare la bozza dei menu?" : "Ripristinare i menu originali?"}
        message={
          confirming === "discard"
            ? "Le modifiche in bozza andranno perse; i visitatori continuano a vedere i menu pubblicati."
            : "Tutte le pagine torneranno a mostrare i menu predefiniti del sito. Le versioni pubblicate restano nell'elenco."
        }
        confirmLabel={confirming === "discard" ? "Scarta" : "Ripristina"}
        pending={discard.isPending || restoreOriginal.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
