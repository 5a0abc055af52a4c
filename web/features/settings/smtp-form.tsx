import { useRef, useState } from "react";
import type { SmtpView } from "../../../src/shared/schemas/settings-answers";
import { smtpSecurityOptions, smtpSettingsSchema, type SmtpSettingsInput } from "../../../src/shared/schemas/smtp";
import { Field } from "../../components/ui/field";
import { Send } from "../../components/ui/lucide-icons";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { serverErrorOnField, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSaveShortcut } from "../../lib/use-save-shortcut";
import { useSaveSmtp, useSendTestEmail } from "./settings-api";

/** The form's starting values: the saved ones, the password never shown. */
const valuesOf = (view: SmtpView): SmtpSettingsInput => ({
  host: view.host,
  port: view.port,
  security: view.security,
  user: view.user,
  password: "",
  from: view.from,
  recipient: view.recipient,
});

function TestEmail({ view, dirty }: { view: SmtpView; dirty: boolean }) {
  const [to, setTo] = useState("");
  const test = useSendTestEmail();
  const configured = view.source !== "none";
  const blocked = !configured ? "Salva prima i dati del server SMTP." : dirty ? "Salva le modifiche prima di provare." : null;
  return (
    <div className="mt-6 rounded-xl border border-line bg-surface p-4">
      <h3 className="font-semibold text-ink">Email di prova</h3>
      <p className="mt-1 text-sm text-muted">Verifica che il server accetti le email del sito con i dati salvati.</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            label="Destinatario della prova"
            type="email"
            value={to}
            placeholder={view.recipient || "nome@azienda.it"}
            hint="Facoltativo: se vuoto, la prova va all'indirizzo che riceve le richieste."
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn-secondary mb-7"
          disabled={blocked !== null || test.isPending}
          onClick={() =>
            test.mutate(to.trim(), {
              onSuccess: (answer) => toastSuccess("Email di prova inviata", answer.message),
              onError: (error) => toastError("Email di prova non inviata", error.message),
            })
          }
        >
          <Send aria-hidden="true" className="size-4" />
          {test.isPending ? "Invio in corso..." : "Invia email di prova"}
        </button>
      </div>
      {blocked ? <p className="text-sm text-muted">{blocked}</p> : null}
    </div>
  );
}

/** SMTP of decision 27: where the e-mails of the contact form leave from, and who receives them. */
export function SmtpForm({ view }: { view: SmtpView }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty: dirty },
  } = useSchemaForm(smtpSettingsSchema, { defaultValues: valuesOf(view) });
  const save = useSaveSmtp();
  const fromEnv = view.source === "env";
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(dirty);
  useSaveShortcut(() => formRef.current?.requestSubmit(), dirty);

  const onSubmit = handleSubmit(
    (smtp) =>
      save.mutate(smtp, {
        onSuccess: (result) => {
          reset({ ...smtp, password: "" });
          toastSuccess(
            "Impostazioni email salvate",
            result.smtp.source === "none"
              ? "L'invio delle email è disattivato."
              : "Le nuove richieste verranno inviate con questi dati.",
          );
        },
        // A refused server address is said under the server field.
        onError: (error) =>
          serverErrorOnField({ setError, getValues }, error) ||
          toastError("Impossibile salvare le impostazioni email", error.message),
      }),
    (found) => toastError("Controlla i campi evidenziati", Object.values(found)[0]?.message),
  );

  return (
    <section id="email" aria-labelledby="smtp-title" className="card scroll-mt-24 p-6">
      <h2 id="smtp-title" className="text-lg font-bold text-ink">
        Invio email (SMTP)
      </h2>
      <p className="mt-1 text-sm text-muted">
        Con questi dati il sito inoltra ogni richiesta di contatto all'azienda e invia al richiedente l'email di conferma. Lascia
        vuoto il server per disattivare l'invio: le richieste restano comunque salvate in Richieste.
      </p>
      {fromEnv ? (
        <p role="note" className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-ink">
          Il server SMTP è impostato dalle variabili d'ambiente del server (SMTP_HOST e seguenti): per cambiarlo modificale e
          riavvia il sito.
        </p>
      ) : null}
      {view.passwordLost ? (
        <p
          role="alert"
          data-testid="smtp-password-lost"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
        >
          La password SMTP salvata non si può più leggere: la chiave segreta del server è cambiata (file {"secret.key"} della
          cartella dati o variabile PARKSITE_SECRET_KEY). Inserisci di nuovo la password SMTP e salva.
        </p>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5">
        <fieldset disabled={fromEnv || save.isPending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Server SMTP</legend>
          <TextField
            label="Server SMTP"
            {...register("host")}
            error={errors.host?.message}
            placeholder="smtp.example.it"
            autoComplete="off"
          />
          <TextField
            label="Porta"
            inputMode="numeric"
            {...register("port", { valueAsNumber: true })}
            error={errors.port?.message}
            autoComplete="off"
          />
          <Field label="Connessione sicura" error={errors.security?.message}>
            {(control) => (
              <select className="field-input" {...control} {...register("security")}>
                {smtpSecurityOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label="Nome utente"
            {...register("user")}
            error={errors.user?.message}
            autoComplete="off"
            hint="Vuoto se il server non richiede l'accesso."
          />
          <TextField
            label="Password"
            type="password"
            {...register("password")}
            error={errors.password?.message}
            autoComplete="new-password"
            placeholder={view.passwordSet && !view.passwordLost ? "•••••••• (salvata)" : ""}
            hint={
              view.passwordLost
                ? "Da inserire di nuovo."
                : view.passwordSet
                  ? "Lascia vuoto per mantenere la password salvata."
                  : "Non viene mai mostrata dopo il salvataggio (è conservata cifrata)."
            }
          />
          <TextField
            label="Mittente"
            type="email"
            {...register("from")}
            error={errors.from?.message}
            placeholder="sito@azienda.it"
            autoComplete="off"
          />
          <TextField
            label="Destinatario delle richieste"
            type="email"
            {...register("recipient")}
            error={errors.recipient?.message}
            placeholder="commerciale@azienda.it"
            autoComplete="off"
            hint="Riceve una email per ogni nuova richiesta; rispondendo si scrive al richiedente."
          />
        </fieldset>
        {!fromEnv ? (
          <div className="mt-5 flex justify-end">
            <button type="submit" className="btn-primary" disabled={!dirty || save.isPending}>
              {save.isPending ? "Salvataggio in corso..." : "Salva impostazioni email"}
            </button>
          </div>
        ) : null}
      </form>
      <TestEmail view={view} dirty={dirty} />
    </section>
  );
}
