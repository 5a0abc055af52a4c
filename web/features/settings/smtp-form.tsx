import { Send } from "../../components/ui/lucide-icons";
import { useRef, useState, type FormEvent } from "react";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { useSaveShortcut } from "../../lib/use-save-shortcut";
import { smtpSecurityOptions, smtpSettingsSchema, type SmtpSecurity, type SmtpView } from "../../../src/shared/schemas/smtp";
import { fieldErrors } from "../../../src/shared/schemas/validation";
import { toastError, toastSuccess } from "../../lib/toast";
import { TextField } from "../../components/ui/text-field";
import { useSaveSmtp, useSendTestEmail } from "./settings-api";

interface SmtpFormState {
  host: string;
  port: string;
  security: SmtpSecurity;
  user: string;
  password: string;
  from: string;
  recipient: string;
}

const stateOf = (view: SmtpView): SmtpFormState => ({
  host: view.host,
  port: String(view.port),
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
  const [values, setValues] = useState(() => stateOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSmtp();
  const fromEnv = view.source === "env";
  const dirty = JSON.stringify(values) !== JSON.stringify(stateOf(view));
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(dirty);
  useSaveShortcut(() => formRef.current?.requestSubmit(), dirty);
  const set = (key: keyof SmtpFormState) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = smtpSettingsSchema.safeParse({
      ...values,
      port: values.port.trim() === "" ? Number.NaN : Number(values.port),
    });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      toastError("Controlla i campi evidenziati", Object.values(found)[0]);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        toastSuccess(
          "Impostazioni email salvate",
          result.smtp.source === "none"
            ? "L'invio delle email è disattivato."
            : "Le nuove richieste verranno inviate con questi dati.",
        );
      },
      onError: (error) => toastError("Impossibile salvare le impostazioni email", error.message),
    });
  };

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
            name="host"
            value={values.host}
            onChange={set("host")}
            error={errors.host}
            placeholder="smtp.example.it"
            autoComplete="off"
          />
          <TextField
            label="Porta"
            name="port"
            inputMode="numeric"
            value={values.port}
            onChange={set("port")}
            error={errors.port}
            autoComplete="off"
          />
          <div>
            <label htmlFor="smtp-security" className="field-label">
              Connessione sicura
            </label>
            <select id="smtp-security" className="field-input" value={values.security} onChange={set("security")}>
              {smtpSecurityOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Nome utente"
            name="user"
            value={values.user}
            onChange={set("user")}
            error={errors.user}
            autoComplete="off"
            hint="Vuoto se il server non richiede l'accesso."
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            value={values.password}
            onChange={set("password")}
            error={errors.password}
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
            name="from"
            type="email"
            value={values.from}
            onChange={set("from")}
            error={errors.from}
            placeholder="sito@azienda.it"
            autoComplete="off"
          />
          <TextField
            label="Destinatario delle richieste"
            name="recipient"
            type="email"
            value={values.recipient}
            onChange={set("recipient")}
            error={errors.recipient}
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
