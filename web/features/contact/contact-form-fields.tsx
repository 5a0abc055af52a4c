import { useMutation } from "@tanstack/react-query";
import { Send } from "../../components/ui/lucide-icons";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { Link } from "../../lib/links";
import {
  CONTACT_PREFILL_PARAMS,
  contactLimits,
  contactTipoValues,
  emptyContactForm,
  isContactTipo,
  type ContactFormValues,
  type ContactPayload,
} from "../../../src/shared/contact/contact-options";
import { contactMessages } from "../../../src/shared/contact/contact-messages";
import { buildContactPayload, contactSuccessToast } from "../../../src/shared/contact/contact-payload";
import { usePageLanguage } from "../../lib/page-language";
import type { ContactFormProblem } from "../../../src/shared/schemas/contact";
import { toastError, toastSuccess } from "../../lib/toast";
import { requestAttribution } from "../../lib/visit-origin";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { sendContactRequest } from "./send-contact-request";

type TextKey = Exclude<keyof ContactFormValues, "marketing">;
const requiredKeys = ["nome", "cognome", "email", "telefono"] as const;

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
  const language = usePageLanguage();
  const messages = contactMessages(language);
  const { form: text } = messages;
  const [params] = useSearchParams();
  const [values, setValues] = useState<ContactFormValues>(() => prefilled(params));
  /** The fields the last check refused, each with the message shown under it. */
  const [invalid, setInvalid] = useState<ReadonlyMap<keyof ContactFormValues, string>>(new Map());
  const [interactive, setInteractive] = useState(false);
  const [checking, setChecking] = useState(false);
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useMutation({ mutationFn: (payload: ContactPayload) => sendContactRequest(payload, messages.failure.fallback) });

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
      problem = schemas.checkContactForm(values, language);
      attribution = schemas.cleanAttribution(requestAttribution(window.location.pathname));
    } catch {
      validator = null;
      toastError(messages.failure.title, messages.failure.descriptionFallback);
      return;
    } finally {
      setChecking(false);
    }
    if (problem) {
      const fields: [keyof ContactFormValues, string][] =
        problem.description === messages.checks.required.description
          ? requiredKeys.filter((k) => values[k].trim() === "").map((k) => [k, messages.requiredField])
          : [[problem.field, problem.description]];
      setInvalid(new Map(fields));
      toastError(problem.title, problem.description);
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setInvalid(new Map());
    const payload = {
      ...buildContactPayload(values, language),
      website: honeypot.current?.value ?? "",
      fill_time_ms: Date.now() - startedAt.current,
      attribution,
    };
    send.mutate(payload, {
      onSuccess: (answer) => {
        setValues(emptyContactForm);
        startedAt.current = Date.now();
        const { title, description } = contactSuccessToast(answer.confirmationEmail, language);
        toastSuccess(title, description);
      },
      onError: (error) => toastError(messages.failure.title, error.message || messages.failure.descriptionFallback),
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
        {text.requiredNoteBefore} <span className="text-danger-700">*</span> {text.requiredNoteAfter}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={text.nome} autoComplete="given-name" maxLength={contactLimits.nome} {...required("nome")} />
        <TextField label={text.cognome} autoComplete="family-name" maxLength={contactLimits.cognome} {...required("cognome")} />
        <TextField label={text.email} type="email" autoComplete="email" maxLength={contactLimits.email} {...required("email")} />
        <TextField
          label={text.telefono}
          type="tel"
          autoComplete="tel"
          maxLength={contactLimits.telefono}
          {...required("telefono")}
        />
        <TextField label={text.azienda} autoComplete="organization" maxLength={contactLimits.azienda} {...control("azienda")} />
        <SelectField
          label={text.tipo}
          error={invalid.get("tipo")}
          emptyLabel={text.tipoEmpty}
          options={contactTipoValues.map((value) => ({ value, label: messages.tipoLabels[value] }))}
          {...control("tipo")}
        />
      </div>
      <Field label={text.messaggio} error={invalid.get("messaggio")}>
        {(frame) => (
          <textarea
            className="field-input"
            {...frame}
            rows={4}
            maxLength={contactLimits.messaggio}
            placeholder={text.messaggioPlaceholder}
            {...control("messaggio")}
          />
        )}
      </Field>

      {/* Hidden from people and from assistive technology: only robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {text.honeypot}
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
        <span>{text.marketing}</span>
      </label>

      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!interactive || send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? text.sending : text.send}
        </button>
        <p className="mt-4 text-sm text-muted">
          {text.privacyBefore}
          <Link to={text.privacyPath} className="font-medium text-brand-700 underline hover:text-brand-900">
            {text.privacyLink}
          </Link>{" "}
          {text.privacyAfter}
        </p>
      </div>
    </form>
  );
}
