/**
 * What a restore brings back and what it keeps as it is now, said before it starts: the content
 * comes back, who may sign in and how never does (the server keeps people, their ways in and the
 * audit log from the current data).
 */
export function RestoreScope({ source }: { source: "backup" | "dati sostituiti" }) {
  return (
    <div className="grid gap-3 text-sm" data-restore-scope>
      <div>
        <p className="font-medium text-ink">
          {source === "backup" ? "Tornano come nel backup" : "Tornano come nei dati sostituiti"}
        </p>
        <p className="text-muted">
          articoli e tag, pagine e testi del sito, menu, foto delle gallerie e immagini, richieste di contatto con le note,
          reindirizzamenti, sinonimi della ricerca, cestino, statistiche delle visite e impostazioni (dati dell'azienda, email,
          backup).
        </p>
      </div>
      <div>
        <p className="font-medium text-ink">Restano come adesso</p>
        <p className="text-muted">
          gli account dello staff e i loro accessi (chi è attivo o disattivato, password, ruoli, app di autenticazione e codici di
          recupero, passkey, obbligo del secondo fattore) e il registro attività.
        </p>
      </div>
    </div>
  );
}
