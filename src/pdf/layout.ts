/** The sheet: A4 in points, its margins (room for the header and footer) and the house colours. */
export const SHEET = {
  size: "A4",
  width: 595.28,
  height: 841.89,
  margins: { top: 86, bottom: 78, left: 56, right: 56 },
} as const;

export const CONTENT_WIDTH = SHEET.width - SHEET.margins.left - SHEET.margins.right;

/** The site's brand blue (web/styles/app.css, brand-600), its ink and a muted grey for small print. */
export const COLORS = { brand: "#1c58a1", ink: "#0f172a", muted: "#475569", rule: "#cbd5e1", band: "#eef4fb" } as const;

export const FONT = { regular: "Inter", bold: "Inter-Bold" } as const;

/** Point sizes and the space kept after each kind of block. */
export const TYPE = {
  h1: 22,
  h2: 14,
  h3: 11.5,
  eyebrow: 8.5,
  body: 10.5,
  small: 7.5,
  header: 9.5,
} as const;
