export const helpText = `parksite: sito web e area riservata in un unico eseguibile.

Uso:
  parksite [serve] [opzioni]             avvia il sito (comando predefinito)
  parksite admin create --email E --password P
                                         crea un account amministratore
  parksite admin reset-password --email E --password P
                                         imposta una nuova password (chiude le sessioni aperte)
  parksite import wordpress FILE.xml [--uploads CARTELLA]
                                         importa gli articoli di un'esportazione WordPress (WXR):
                                         date, tag, immagini in evidenza (dalla cartella
                                         wp-content/uploads indicata) e 301 dai vecchi indirizzi
  parksite --version                     mostra la versione
  parksite --help                        mostra questo aiuto

Opzioni di serve:
  -p, --port N        porta in ascolto (predefinita 3000; variabile PORT)
      --host H        indirizzo in ascolto (predefinito 0.0.0.0; variabile HOST)
      --data DIR      cartella dei dati (predefinita ./data; variabile DATA_DIR)
      --public-url U  indirizzo pubblico del sito, es. https://www.esempio.it (variabile PUBLIC_URL)
      --trust-proxy   fidati delle intestazioni X-Forwarded-* di un proxy inverso (variabile TRUST_PROXY=1)

Email del modulo di contatto: si impostano in Area riservata > Impostazioni, oppure con le
variabili SMTP_HOST, SMTP_PORT, SMTP_SECURITY (starttls, tls, none), SMTP_USER, SMTP_PASSWORD,
SMTP_FROM e SMTP_TO (destinatario delle richieste); se SMTP_HOST è impostata, le variabili prevalgono.

Ogni comando accetta --data DIR (o DATA_DIR) per scegliere la cartella dei dati.
La cartella dei dati contiene il database (parksite.db) e le immagini caricate (uploads/):
per il backup basta copiarla a server fermo.
`;
