export const helpText = `parksite: sito web e area riservata in un unico eseguibile.

Uso:
  parksite [serve] [opzioni]             avvia il sito (comando predefinito)
  parksite admin create --email E --password P [--role R] [--name N]
                                         crea un account (ruolo amministratore, oppure
                                         --role editor o --role commerciale)
  parksite admin reset-password --email E --password P
                                         imposta una nuova password (chiude le sessioni aperte)
  parksite --version                     mostra la versione
  parksite --help                        mostra questo aiuto

Opzioni di serve:
  -p, --port N        porta in ascolto (predefinita 3000; variabile PORT)
      --host H        indirizzo in ascolto (predefinito 0.0.0.0; variabile HOST)
      --data DIR      cartella dei dati (predefinita ./data; variabile DATA_DIR)
      --public-url U  indirizzo pubblico del sito, es. https://www.esempio.it (variabile PUBLIC_URL)
      --trust-proxy   fidati delle intestazioni X-Forwarded-* di un proxy inverso (variabile TRUST_PROXY=1)
      --trust-proxy-hops N
                      quanti proxy fidati aggiungono il proprio indirizzo a X-Forwarded-For
                      (predefinito 1: vale la voce più a destra; variabile TRUST_PROXY_HOPS)

Email del modulo di contatto: si impostano in Area riservata > Impostazioni, oppure con le
variabili SMTP_HOST, SMTP_PORT, SMTP_SECURITY (starttls, tls, none), SMTP_USER, SMTP_PASSWORD,
SMTP_FROM e SMTP_TO (destinatario delle richieste); se SMTP_HOST è impostata, le variabili prevalgono.

Ogni comando accetta --data DIR (o DATA_DIR) per scegliere la cartella dei dati.
La cartella dei dati contiene il database (parksite.db) e le immagini caricate (uploads/):
per il backup basta copiarla a server fermo.
`;
