import { useMutation } from "@tanstack/react-query";
import { Send } from "../../components/ui/lucide-icons";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { Link } from "../../lib/links";
import {
  buildContactPayload,
  CONTACT_PREFILL_PARAMS,
  CONTACT_ERROR_DESCRIPTION_FALLBACK,
  CONTACT_ERROR_TITLE,
  contactChecks,
  contactLimits,
  contactSuccessToast,
  contactTipoOptions,
  emptyContactForm,
  isContactTipo,
  type ContactFormValues,
  type ContactPayload,
} from "../../../src/shared/contact/contact-options";
import type { ContactFormProblem } from "../../../src/shared/schemas/contact";
import { toastError, toastSuccess } from "../../lib/toast";
import { requestAttribution } from "../../lib/visit-origin";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { sendContactRequest } from "./send-contact-request";

type TextKey = Exclude<keyof ContactFormValues, "marketing">;
const requiredKeys = ["nome", "cognome", "email", "telefono"] as const;
const REQUIRED_FIELD_MESSAGE = "Campo obbligatorio: compilalo per inviare la richiesta";

/*
 * The checks use the shared zod schema (decision 24). Every public page carries this component,
 * so the schema is loaded only when the form is first used.
 */
let validator: Promise<typeof import("../../../src/shared/schemas/contact")> | null = null;
const loadValidator = () => (validator ??= import("../../../src/shared/schemas/contact"));

/** Decision 25: /contatti?tipo=<value>&messaggio=<text> from the product and sector pages. */
function prefilled(params: URLSearchParams): ContactFormValues {
  const [tipoParam, messaggioParam] = CONTACT_PREFILL_PARAMS;
  const tipo = params.get(tipoParam);
  const messaggio = (params.get(messaggioParam) ?? "").slice(0, contactLimits.messaggio);
  return { ...emptyContactForm, tipo: isContactTipo(tipo) ? tipo : "", messaggio };
}

export function ContactFormFields() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<ContactFormValues>(() => prefilled(params));
  /** The fields the last check refused, each with the message shown under it. */
  const [invalid, setInvalid] = useState<ReadonlyMap<keyof ContactFormValues, string>>(new Map());
  const [interactive, setInteractive] = useState(false);
  const [checking, setChecking] = useState(false);
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useMutation({ mutationFn: sendContactRequest });

  useEffect(() => {
    startedAt.current = Date.now();
    setInteractive(true);
  }, []);

  const onText = (key: TextKey) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (invalid.has(key)) setInvalid((s) => new Map([...s].filter(([k]) => k !== key)));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (send.isPending || checking) return;
    setChecking(true);
    let problem: ContactFormProblem | null;
    let attribution: ContactPayload["attribution"];
    try {
      const schemas = await loadValidator();
      problem = schemas.checkContactForm(values);
      attribution = schemas.cleanAttribution(requestAttribution(window.location.pathname));
    } catch {
      validator = null;
      toastError(CONTACT_ERROR_TITLE, CONTACT_ERROR_DESCRIPTION_FALLBACK);
      return;
    } finally {
      setChecking(false);
    }
    if (problem) {
      const fields: [keyof ContactFormValues, string][] =
        problem.description === contactChecks.required.description
          ? requiredKeys.filter((k) => values[k].trim() === "").map((k) => [k, REQUIRED_FIELD_MESSAGE])
          : [[problem.field, problem.description]];
      setInvalid(new Map(fields));
      toastError(problem.title, problem.description);
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setInvalid(new Map());
    const payload = {
      ...buildContactPayload(values),
      website: honeypot.current?.value ?? "",
      fill_time_ms: Date.now() - startedAt.current,
      attribution,
    };
    send.mutate(payload, {
      onSuccess: (answer) => {
        setValues(emptyContactForm);
        startedAt.current = Date.now();
        const { title, description } = contactSuccessToast(answer.confirmationEmail);
        toastSuccess(title, description);
      },
      onError: (error) => toastError(CONTACT_ERROR_TITLE, error.message || CONTACT_ERROR_DESCRIPTION_FALLBACK),
    });
  };

  const control = (key: TextKey) => ({ name: key, value: values[key], onChange: onText(key) });
  const required = (key: TextKey) => ({ ...control(key), error: invalid.get(key), required: true, requiredMark: true });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => void loadValidator().catch(() => (validator = null))}
      className="grid gap-5"
      aria-describedby="contact-form-required"
    >
      <p id="contact-form-required" className="text-sm text-muted">
        I campi contrassegnati con <span className="text-danger-700">*</span> sono obbligatori.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nome" autoComplete="given-name" maxLength={contactLimits.nome} {...required("nome")} />
        <TextField label="Cognome" autoComplete="family-name" maxLength={contactLimits.cognome} {...required("cognome")} />
        <TextField label="Email" type="email" autoComplete="email" maxLength={contactLimits.email} {...required("email")} />
        <TextField label="Telefono" type="tel" autoComplete="tel" maxLength={contactLimits.telefono} {...required("telefono")} />
        <TextField label="Azienda" autoComplete="organization" maxLength={contactLimits.azienda} {...control("azienda")} />
        <SelectField
          label="Tipo di applicazione"
          error={invalid.get("tipo")}
          emptyLabel="Seleziona il tipo di applicazione"
          options={contactTipoOptions}
          {...control("tipo")}
        />
      </div>
      <Field label="Messaggio" error={invalid.get("messaggio")}>
        {(frame) => (
          <textarea
            className="field-input"
            {...frame}
            rows={4}
            maxLength={contactLimits.messaggio}
            placeholder="Raccontaci il tuo progetto: tipo di area, numero di posti, accessi, tempi previsti."
            {...control("messaggio")}
          />
        )}
      </Field>

      {/* Hidden from people and from assistive technology: only robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Sito web
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name="marketing"
          checked={values.marketing}
          onChange={(e) => setValues((v) => ({ ...v, marketing: e.target.checked }))}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <span>
          Desidero ricevere via email novità e offerte commerciali. Facoltativo: puoi revocare il consenso in qualsiasi momento.
        </span>
      </label>

      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!interactive || send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? "Invio in corso..." : "Invia richiesta"}
        </button>
        <p className="mt-4 text-sm text-muted">
          Useremo i tuoi dati solo per rispondere a questa richiesta. Per sapere come li trattiamo e quali sono i tuoi diritti
          leggi l'
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline hover:text-brand-900">
            informativa sulla privacy
          </Link>{" "}
          (art. 13 GDPR).
        </p>
      </div>
    </form>
  );
}
