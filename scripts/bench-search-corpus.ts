import type { Database } from "bun:sqlite";

/** Words of the trade the seeded articles are written with: realistic matches, common and rare. */
const WORDS = (
  "parcheggio parcheggi sosta varco varchi barriera sbarra cassa casse automatiche pagamento abbonamento abbonati " +
  "tessera targa targhe lettura telecamera sensore sensori pannello pannelli posto posti libero liberi guida " +
  "ospedale ospedali aeroporto aeroporti centro commerciale hotel fiera fiere evento eventi camion mezzi pesanti " +
  "stagionale stagione spiaggia comune comuni municipalizzata tariffa tariffe incasso incassi gestione remoto " +
  "centrale assistenza manutenzione installazione impianto impianti pensilina pensiline fotovoltaico energia solare " +
  "ricarica colonnina auto elettriche inverter batteria accumulo controllo accessi badge antenna residenza azienda " +
  "dipendenti visitatori pazienti personale turni notte giorno settimana mese anno città provincia regione piazza " +
  "strada ingresso uscita corsia coda code attesa tempo minuti ore servizio servizi cliente clienti dati statistiche " +
  "piattaforma software browser app smartphone notifica messaggio ricevuta fattura contabilità report analisi"
).split(" ");
const GLUE = "il la lo le gli un una di del della dei per con su tra in e che non più anche come".split(" ");

/** A small deterministic generator: the same corpus on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(next: () => number, length: number): string {
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    const pool = next() < 0.35 ? GLUE : WORDS;
    words.push(pool[Math.floor(next() * pool.length)] ?? "parcheggio");
  }
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Writes `count` published articles (about 2,000 characters each) straight into a data folder's database. */
export function seedArticles(sqlite: Database, count: number): void {
  const next = random(20261124);
  const insert = sqlite.query(
    `INSERT INTO posts (title, slug, excerpt, content, tags, published, status, published_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, 'published', ?, ?, ?)`,
  );
  const start = Date.parse("2020-01-01T08:00:00Z");
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const title = sentence(next, 5 + Math.floor(next() * 5)).slice(0, -1);
      const paragraphs = Array.from({ length: 4 }, () =>
        Array.from({ length: 3 + Math.floor(next() * 3) }, () => sentence(next, 10 + Math.floor(next() * 12))).join(" "),
      );
      const content = [`## ${sentence(next, 4).slice(0, -1)}`, ...paragraphs].join("\n\n");
      const at = new Date(start + i * 3_600_000 * 7).toISOString();
      insert.run(title, `articolo-${i + 1}`, sentence(next, 14), content, "parcheggi, notizie", at, at, at);
    }
  })();
}
