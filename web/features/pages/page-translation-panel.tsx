import { Languages } from "../../components/ui/lucide-icons";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { pageEditorPath } from "../../../src/shared/pages/page-edits";
import { newPageTranslationSchema } from "../../../src/shared/pages/page-translations";
import type { PageEditorData } from "../../../src/shared/schemas/page-answers";
import { slugify } from "../../../src/shared/slug";
import { Field } from "../../components/ui/field";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastSuccess } from "../../lib/toast";
import { useTranslatePage } from "./pages-api";

const panelClass = "rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-ink";

/** 'Traduci in inglese': the English address staff choose; the English opens in the editor, unpublished. */
function TranslateForm({ path, title, onCancel }: { path: string; title: string; onCancel: () => void }) {
  // Sent as typed: the server makes the /en/ address again.
  const form = useSchemaForm(newPageTranslationSchema, { submit: "input", defaultValues: { address: "" } });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const translate = useTranslatePage(path);
  const navigate = useNavigate();
  const typed = watch("address").replace(/^\/?en(?:\/|$)/, "");
  // Awaited rather than called back: the Italian editor, read again after the write, no longer shows this form.
  const submit = handleSubmit(async (input) => {
    try {
      const data = await translate.mutateAsync(input);
      toastSuccess("Versione inglese creata", "Non è ancora pubblicata: traducila e pubblicala quando è pronta.");
      await navigate(pageEditorPath(data.path));
    } catch (error) {
      if (error instanceof Error) showServerError(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3" aria-label="Traduci in inglese">
      <Field
        label="Indirizzo inglese"
        hint={
          <>
            La versione inglese sarà all'indirizzo <strong data-testid="english-address">/en/{typed || "…"}</strong>
          </>
        }
        error={errors.address?.message}
      >
        {(control) => (
          <input className="field-input" {...control} {...register("address")} placeholder={slugify(title)} autoComplete="off" />
        )}
      </Field>
      {errors.root?.server ? (
        <p role="alert" className="field-error">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={translate.isPending}>
          {translate.isPending ? "Creazione…" : "Crea la versione inglese"}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Annulla
        </button>
      </div>
    </form>
  );
}

/**
 * An Italian page's other languages: a link to its English editor, or (a page staff created, not yet
 * translated) 'Traduci in inglese'. A translation's editor says which Italian page it translates.
 */
export function PageTranslationPanel({ data, title }: { data: PageEditorData; title: string }) {
  const [translating, setTranslating] = useState(false);
  if (data.translation) {
    const outdated = data.translation.outdated.length;
    return (
      <aside aria-label="Traduzione" className={panelClass}>
        <p className="flex items-center gap-2 font-semibold">
          <Languages aria-hidden="true" className="size-4" />
          Versione inglese di {data.translation.original.meta.title}
        </p>
        <p className="mt-1">
          Ogni testo è accanto al suo originale italiano (come lo leggono ora i visitatori). Pubblicare l'inglese non pubblica
          l'italiano, e viceversa.{" "}
          {outdated > 0
            ? `${outdated === 1 ? "Un testo è" : `${outdated} testi sono`} «Da aggiornare»: l'italiano è cambiato dopo l'ultimo salvataggio.`
            : null}
        </p>
        <Link to={pageEditorPath(data.translation.of)} className="mt-2 inline-block text-brand-700 underline">
          Apri la pagina italiana
        </Link>
      </aside>
    );
  }
  const english = data.translations?.find((translation) => translation.language === "en");
  if (english) {
    return (
      <aside aria-label="Traduzione" className={panelClass}>
        <p className="flex items-center gap-2 font-semibold">
          <Languages aria-hidden="true" className="size-4" />
          Versione inglese: {english.path}
        </p>
        <Link to={pageEditorPath(english.path)} className="mt-2 inline-block text-brand-700 underline">
          Modifica la versione inglese
        </Link>
      </aside>
    );
  }
  if (!data.created) return null;
  return (
    <aside aria-label="Traduzione" className={panelClass}>
      <p className="flex items-center gap-2 font-semibold">
        <Languages aria-hidden="true" className="size-4" />
        Questa pagina non ha una versione inglese
      </p>
      {translating ? (
        <TranslateForm path={data.path} title={title} onCancel={() => setTranslating(false)} />
      ) : (
        <button type="button" className="btn-secondary mt-2" onClick={() => setTranslating(true)}>
          Traduci in inglese
        </button>
      )}
    </aside>
  );
}
