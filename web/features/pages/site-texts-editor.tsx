import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { SiteTextsEditorData } from "../../../src/shared/pages/page-edits";
import { type SiteTexts, siteTextsSchema } from "../../../src/shared/pages/site-texts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadError } from "../../components/ui/load-error";
import { apiRequest } from "../../lib/api-client";
import { formatAdminDate } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { errorsByPath, FormErrorsContext } from "./form-errors";
import { BlockFields } from "./schema-field";

const EDITOR_KEY = ["/api/pages/site-texts/editor"] as const;

function Form({ data }: { data: SiteTextsEditorData }) {
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<SiteTexts>(data.published ?? data.builtIn);
  const [showErrors, setShowErrors] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const check = useMemo(() => siteTextsSchema.safeParse(texts), [texts]);
  const errors = useMemo(
    () => (showErrors && !check.success ? errorsByPath(check.error) : new Map<string, string>()),
    [showErrors, check],
  );
  const action = useMutation({
    mutationFn: (body: SiteTexts | null) =>
      body
        ? apiRequest<SiteTextsEditorData>("POST", "/api/pages/site-texts", body)
        : apiRequest<SiteTextsEditorData>("POST", "/api/pages/site-texts/restore-original"),
    onSuccess: (next) => queryClient.setQueryData(EDITOR_KEY, next),
  });

  const publish = () => {
    if (!check.success) {
      setShowErrors(true);
      toastError("Controlla i campi", check.error.issues[0]?.message);
      return;
    }
    action.mutate(check.data, {
      onSuccess: () => toastSuccess("Testi pubblicati", "Intestazione e piè di pagina mostrano i nuovi testi."),
      onError: (error) => toastError("Testi non pubblicati", error.message),
    });
  };
  const restore = () =>
    action.mutate(null, {
      onSuccess: (next) => {
        setTexts(next.builtIn);
        setShowErrors(false);
        setConfirm(false);
        toastSuccess("Testi originali ripristinati");
      },
      onError: (error) => toastError("Ripristino non riuscito", error.message),
    });

  return (
    <FormErrorsContext.Provider value={errors}>
      <p className="mt-1 text-sm text-muted">
        {data.published && data.publishedAt
          ? `Testi modificati, pubblicati il ${formatAdminDate(data.publishedAt)} da ${data.publishedBy}.`
          : "Testi originali del sito."}{" "}
        Nome, telefoni, indirizzo e gli altri dati aziendali si modificano in Impostazioni.
      </p>
      {data.builtInChanged ? (
        <p className="mt-2 rounded-md bg-signal-400/20 p-3 text-sm">
          I testi originali sono cambiati con l'aggiornamento del programma dopo la vostra modifica: confrontateli con «Ripristina
          testi originali».
        </p>
      ) : null}
      <div className="mt-4 grid gap-3">
        <BlockFields schema={siteTextsSchema} value={texts} path={[]} onChange={(next) => setTexts(next as SiteTexts)} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={action.isPending} onClick={publish}>
          Pubblica i testi
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={action.isPending || !data.published}
          onClick={() => setConfirm(true)}
        >
          Ripristina testi originali
        </button>
      </div>
      <ConfirmDialog
        open={confirm}
        message="Ripristinare i testi originali di intestazione e piè di pagina?"
        confirmLabel="Ripristina testi originali"
        pending={action.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={restore}
      />
    </FormErrorsContext.Provider>
  );
}

/** The header and footer texts that are not business facts: the mission sentence and the menus' descriptions. */
export function SiteTextsEditor() {
  const data = useQuery<SiteTextsEditorData>({
    queryKey: EDITOR_KEY,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <section aria-labelledby="site-texts-title" className="card p-5">
      <h2 id="site-texts-title" className="text-lg font-semibold text-ink">
        Testi di intestazione e piè di pagina
      </h2>
      {data.isPending ? <p role="status">Caricamento dei testi…</p> : null}
      {data.isError ? <LoadError message={data.error.message} onRetry={() => void data.refetch()} /> : null}
      {data.data ? <Form data={data.data} /> : null}
    </section>
  );
}
