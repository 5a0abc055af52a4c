import interBold from "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf" with { type: "file" };
import interRegular from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf" with { type: "file" };
import { create, type Font } from "fontkit";

/**
 * Inter, the site's own typeface, as TrueType files embedded in the executable: PDF readers get
 * the glyphs inside the document (subset), so accents and the euro sign print right anywhere.
 */
const PDF_FONT_FILES = { regular: interRegular, bold: interBold } as const;

/**
 * The two weights, each read and parsed once by the PDF process and shared by every document it lays out: parsing
 * the font's tables and shaping its words again for each sheet cost about 40% of a sheet's time.
 * A document takes its own subset of the glyphs it uses.
 */
export interface PdfFonts {
  regular: Font;
  bold: Font;
}

async function parsed(path: string): Promise<Font> {
  const font = create(Buffer.from(await Bun.file(path).arrayBuffer()));
  if (!("layout" in font)) throw new Error(`carattere dei PDF non leggibile: ${path}`);
  return font;
}

// Parsed, the two typefaces and what shaping words has cached in them hold megabytes: they go with the PDF process.
let loading: Promise<PdfFonts> | null = null;

export function pdfFonts(): Promise<PdfFonts> {
  loading ??= Promise.all([parsed(PDF_FONT_FILES.regular), parsed(PDF_FONT_FILES.bold)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  return loading;
}
