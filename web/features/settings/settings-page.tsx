import { TriangleAlert } from "../../components/ui/lucide-icons";
import { BusinessFactsForm } from "./business-facts-form";
import { BusinessTextsSection } from "./business-texts-form";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../../src/shared/languages";
import { useAdminSettings } from "./settings-api";
import { SmtpForm } from "./smtp-form";
import { LoadError } from "../../components/ui/load-error";

/** /admin/impostazioni: the business facts of the public site and the e-mail settings (decision 27). */
export function SettingsPage() {
  const settings = useAdminSettings();

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Impostazioni</h1>
      <p className="mt-1 text-muted">I dati dell'azienda mostrati sul sito e l'invio delle email del modulo di contatto.</p>
      {settings.isPending ? (
        <p role="status" className="mt-6 text-muted">
          Caricamento delle impostazioni...
        </p>
      ) : settings.isError ? (
        <LoadError
          className="mt-6"
          message={`Impossibile caricare le impostazioni: ${settings.error.message}`}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="mt-6 grid gap-8">
          {settings.data.examples.length > 0 ? (
            <div
              role="status"
              className="flex items-start gap-3 rounded-xl border border-signal-400 bg-amber-50 p-4 text-sm text-ink"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
              <p>
                <strong>
                  {settings.data.examples.length === 1
                    ? "Un dato mostra ancora il valore di esempio"
                    : `${settings.data.examples.length} dati mostrano ancora i valori di esempio`}
                </strong>{" "}
                inseriti all'installazione: sostituiscili con quelli reali. Sono segnati con «Esempio» finché non li modifichi.
              </p>
            </div>
          ) : null}
          <BusinessFactsForm
            key={JSON.stringify(settings.data.values)}
            saved={settings.data.values}
            examples={settings.data.examples}
          />
          {LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).map((code) => (
            <BusinessTextsSection key={code} language={code} />
          ))}
          <SmtpForm key={JSON.stringify(settings.data.smtp)} view={settings.data.smtp} />
        </div>
      )}
    </>
  );
}
