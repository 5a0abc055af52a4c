export const helpText = `parksite: sito web e area riservata in un unico eseguibile.

Uso:
  parksite [serve] [opzioni]             avvia il sito (comando predefinito)
  parksite admin create --email E --password P [--role R] [--name N]
                                         crea un account (ruolo amministratore, oppure
                                         --role editor o --role commerciale); senza --name,
                                         da un terminale chiede nome e cognome
  parksite admin reset-password --email E --password P
                                         imposta una nuova password (chiude le sessioni aperte)
  parksite backup [--out FILE|DIR]       crea ora un backup coerente in <dati>/backups/ (anche a server
                                         acceso); con --out lo scrive come unico file .tar
  parksite restore FILE [--data DIR] [--snapshot-accounts]
                                         ripristina un backup (.tar o cartella in backups/); rifiuta una
                                         cartella in uso da un server e mette da parte i dati sostituiti.
                                         Persone, password, ruoli, secondi fattori e passkey restano
                                         quelli attuali; con --snapshot-accounts tornano quelli del backup
  parksite restore --from-s3 [NOME|ultimo] [--data DIR]
                                         ripristina dalla copia fuori sede (bucket e chiavi dalle
                                         variabili S3_*), anche su una macchina nuova
  parksite verify [FILE] [--data DIR]    verifica una cartella dati o un backup (uscita 0 se in ordine, 1 se no)
  parksite import FILE [--data DIR]      aggiunge un backup .tar all'elenco dei backup della cartella dati
  parksite import wordpress FILE.xml [--uploads CARTELLA]
                                         importa articoli, pagine e menu (in bozza) di
                                         un'esportazione WordPress (WXR): date, tag, immagini
                                         (dalla cartella wp-content/uploads indicata) e 301 dai
                                         vecchi indirizzi; protetti e privati restano bozze
  parksite --version                     mostra la versione e la versione dello schema dei dati
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
      --allow-private-endpoints
                      l'archivio delle copie fuori sede e il server SMTP impostati nell'area riservata
                      possono stare su questa macchina o nella rete aziendale (es. MinIO, relay di
                      posta); senza, devono essere su Internet (variabile ALLOW_PRIVATE_ENDPOINTS=1)
      --log-level L   debug, info (predefinito), warn, error o silent (variabile LOG_LEVEL); il registro
                      delle richieste è in JSON su stdout, gli errori su stderr
      --backup-hour H          ora del backup giornaliero, 0-23 (predefinita 3; variabile BACKUP_HOUR)
      --backup-keep-daily N    backup giornalieri da tenere (predefinito 7; variabile BACKUP_KEEP_DAILY)
      --backup-keep-weekly N   backup settimanali da tenere (predefinito 4; variabile BACKUP_KEEP_WEEKLY)
                               quanto salvato in Area riservata > Backup prevale su queste opzioni

Email del modulo di contatto: si impostano in Area riservata > Impostazioni, oppure con le
variabili SMTP_HOST, SMTP_PORT, SMTP_SECURITY (starttls, tls, none), SMTP_USER, SMTP_PASSWORD,
SMTP_FROM e SMTP_TO (destinatario delle richieste); se SMTP_HOST è impostata, le variabili prevalgono.

Statistiche delle visite: i totali giornalieri e le registrazioni del consenso cookie si
conservano per 25 mesi; STATS_RETENTION_MONTHS=N sceglie un altro periodo (da 1 a 120 mesi).

Ogni comando accetta --data DIR (o DATA_DIR) per scegliere la cartella dei dati.
La cartella dei dati contiene il database (parksite.db), le immagini caricate (uploads/) e i
backup coerenti (backups/): copiarla in qualsiasi momento, anche a server acceso, è un backup valido
perché i backup al suo interno sono sempre ripristinabili.
`;
