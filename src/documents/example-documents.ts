import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentFiles, documents } from "../db/schema";
import type { DocumentKind, DocumentProduct } from "../shared/documents";
import { DOCUMENTS_FOLDER } from "./file-store";
import { simplePdf } from "./simple-pdf";

interface Example {
  title: string;
  slug: string;
  kind: DocumentKind;
  products: DocumentProduct[];
  sectors: string[];
  gated: boolean;
  paragraphs: string[];
}

const EXAMPLE_NOTE = "Documento di esempio: sostituitelo con il vostro dalla pagina Documentazione dell'area riservata.";

const examples: Example[] = [
  {
    title: "Esempio – Scheda tecnica Web2Park",
    slug: "esempio-scheda-tecnica-web2park",
    kind: "scheda-tecnica",
    products: ["web2park"],
    sectors: ["ospedali", "centri-commerciali"],
    gated: false,
    paragraphs: [
      "Web2Park: accesso senza biglietto con lettura della targa, pagamento da smartphone o in cassa, controllo remoto 24 ore su 24.",
      "Alimentazione 230 V, temperatura di esercizio da -20 a +55 °C, grado di protezione IP54.",
      EXAMPLE_NOTE,
    ],
  },
  {
    title: "Esempio – Voce di capitolato Pay2Park",
    slug: "esempio-voce-di-capitolato-pay2park",
    kind: "voce-di-capitolato",
    products: ["pay2park"],
    sectors: ["municipalizzate", "aeroporti"],
    gated: true,
    paragraphs: [
      "Fornitura e posa in opera di cassa automatica per il pagamento della sosta, con accettazione di monete, banconote e carte contactless.",
      EXAMPLE_NOTE,
    ],
  },
  {
    title: "Esempio – Manuale d'uso Park Basic",
    slug: "esempio-manuale-park-basic",
    kind: "manuale",
    products: ["park-basic"],
    sectors: ["hotel-resort"],
    gated: false,
    paragraphs: ["Accensione, apertura manuale della sbarra, sostituzione del rotolo dei biglietti.", EXAMPLE_NOTE],
  },
];

/**
 * A few example documents on a fresh install, published, so the library and the product pages
 * show how they look; marked as examples in the admin, like the demo gallery's photos.
 */
export function seedExampleDocuments(db: Db, uploadsDir: string, now = new Date()): void {
  const dir = join(uploadsDir, DOCUMENTS_FOLDER);
  mkdirSync(dir, { recursive: true });
  const at = now.toISOString();
  for (const example of examples) {
    const bytes = simplePdf(example.title.replace("Esempio – ", ""), example.paragraphs);
    const name = `${randomBytes(12).toString("hex")}.pdf`;
    writeFileSync(join(dir, name), bytes);
    db.transaction((tx) => {
      const row = tx
        .insert(documents)
        .values({
          title: example.title,
          slug: example.slug,
          kind: example.kind,
          products: example.products,
          sectors: example.sectors,
          version_label: "1.0",
          document_date: at.slice(0, 10),
          gated: example.gated,
          status: "published",
          is_example: true,
          created_at: at,
          updated_at: at,
        })
        .onConflictDoNothing()
        .returning({ id: documents.id })
        .get();
      if (!row) return;
      const file = tx
        .insert(documentFiles)
        .values({
          document_id: row.id,
          url: `/uploads/${DOCUMENTS_FOLDER}/${name}`,
          original_name: `${example.slug}.pdf`,
          format: "pdf",
          mime: "application/pdf",
          size: bytes.length,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          uploaded_at: at,
          uploaded_by: "Esempio",
        })
        .returning({ id: documentFiles.id })
        .get();
      tx.update(documents).set({ current_file_id: file.id }).where(eq(documents.id, row.id)).run();
    });
  }
}
