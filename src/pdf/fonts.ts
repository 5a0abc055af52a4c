import interBold from "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf" with { type: "file" };
import interRegular from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf" with { type: "file" };

/**
 * Inter, the site's own typeface, as TrueType files embedded in the executable: PDF readers get
 * the glyphs inside the document (subset), so accents and the euro sign print right anywhere.
 */
export const PDF_FONT_FILES = { regular: interRegular, bold: interBold } as const;

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let loading: Promise<PdfFonts> | null = null;

/** The two weights' bytes, read once per process. */
export function pdfFonts(): Promise<PdfFonts> {
  loading ??= (async () => {
    const [regular, bold] = await Promise.all(
      [PDF_FONT_FILES.regular, PDF_FONT_FILES.bold].map(async (path) => Buffer.from(await Bun.file(path).arrayBuffer())),
    );
    if (!regular || !bold) throw new Error("caratteri dei PDF mancanti");
    return { regular, bold };
  })();
  return loading;
}
