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
import { useMoveTranslation, useTranslatePage } from "./pages-api";
import type { NewPageTranslation } from "../../../src/shared/pages/page-translations";

const panelClass = "rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-ink";

interface AddressFormProps {
  /** What the form does: 'Traduci in inglese' or 'Cambia indirizzo inglese'. */
  name: string;
  submitLabel: string;
  initial: string;
  placeholder: string;
  send: (input: NewPageTranslation) => Promise<PageEditorData>;
  done: { title: string; text: string };
  onCancel: () => void;
}

/** The English address staff choose for a created page's translation; the English then opens in the editor. */
function EnglishAddressForm({ name, submitLabel, initial, placeholder, send, done, onCancel }: AddressFormProps) {
  // Sent as typed: the server makes the /en/ address again.
  const form = useSchemaForm(newPageTranslationSchema, { submit: "input", defaultValues: { address: initial } });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const navigate = useNavigate();
  const typed = watch("address").replace(/^\/?en(?:\/|$)/, "");
  // Awaited rather than called back: the Italian editor, read again after the write, no longer shows this form.
  const submit = handleSubmit(async (input) => {
    try {
      const data = await send(input);
      toastSuccess(done.title, done.text);
      await navigate(pageEditorPath(data.path));
    } catch (error) {
      if (error instanceof Error) showServerError(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3" aria-label={name}>
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
          <input className="field-input" {...control} {...register("address")} placeholder={placeholder} autoComplete="off" />
        )}
      </Field>
      {errors.root?.server ? (
        <p role="alert" className="field-error">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          {submitLabel}
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
  const [open, setOpen] = useState(false);
  const translate = useTranslatePage(data.path);
  const move = useMoveTranslation(data.path);
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
        <p className="mt-2 flex flex-wrap items-center gap-3">
          <Link to={pageEditorPath(data.translation.of)} className="text-brand-700 underline">
            Apri la pagina italiana
          </Link>
          {data.created && !open ? (
            <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
              Cambia indirizzo inglese
            </button>
          ) : null}
        </p>
        {data.created && open ? (
          <EnglishAddressForm
            name="Cambia indirizzo inglese"
            submitLabel="Cambia indirizzo"
            initial={data.path.replace(/^\/en\//, "")}
            placeholder=""
            send={(input) => move.mutateAsync(input)}
            done={{ title: "Indirizzo cambiato", text: `Il vecchio indirizzo ${data.path} porta al nuovo (301).` }}
            onCancel={() => setOpen(false)}
          />
        ) : null}
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
      {open ? (
        <EnglishAddressForm
          name="Traduci in inglese"
          submitLabel="Crea la versione inglese"
          initial=""
          placeholder={slugify(title)}
          send={(input) => translate.mutateAsync(input)}
          done={{ title: "Versione inglese creata", text: "Non è ancora pubblicata: traducila e pubblicala quando è pronta." }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <button type="button" className="btn-secondary mt-2" onClick={() => setOpen(true)}>
          Traduci in inglese
        </button>
      )}
    </aside>
  );
}
