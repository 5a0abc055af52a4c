import type { GallerySection } from "../../shared/gallery-sections";

/**
 * Drawn scenes of installations for the demo galleries of a fresh data folder: plausible,
 * clearly marked as examples, and made from a few parts (barriers, plate cameras, pay stations,
 * signage, canopies, vehicles) so each section gets its own pictures.
 */
/** Width the scenes are rasterized at (renditions 320, 640 and 1024). */
export const DEMO_WIDTH = 1024;
/** The drawing's own canvas (3:2). */
const W = 1280;
const H = 853;
const GROUND = 560;

interface Mood {
  sky: [string, string];
  ground: string;
  light: string;
}
const daylight: Mood = { sky: ["#7fb6ea", "#d9ecfb"], ground: "#8c9198", light: "#fff7d6" };
const moods: Mood[] = [
  daylight,
  { sky: ["#f3a96b", "#fbe3b8"], ground: "#7d7a7a", light: "#ffd9a0" },
  { sky: ["#0f2a4f", "#2a4f7f"], ground: "#4a4f57", light: "#ffe08a" },
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const text = (x: number, y: number, size: number, fill: string, value: string, extra = "") =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${fill}" ${extra}>${value}</text>`;

function backdrop(m: Mood) {
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m.sky[0]}"/><stop offset="1" stop-color="${m.sky[1]}"/></linearGradient></defs>`,
    rect(0, 0, W, GROUND, "url(#sky)"),
    rect(0, GROUND, W, H - GROUND, m.ground),
    // Lane markings.
    ...Array.from({ length: 9 }, (_, i) => rect(40 + i * 150, GROUND + 150, 90, 12, "#f5f5f0")),
    rect(0, GROUND, W, 10, "#b9bcc1"),
  ].join("");
}

function building(x: number, w: number, h: number, color: string, m: Mood, label = "") {
  const windows = [];
  for (let row = 0; row < Math.floor((h - 60) / 55); row++) {
    for (let col = 0; col < Math.floor((w - 30) / 60); col++) {
      windows.push(rect(x + 25 + col * 60, GROUND - h + 30 + row * 55, 36, 30, m.light, 'opacity="0.85"'));
    }
  }
  return rect(x, GROUND - h, w, h, color) + windows.join("") + (label ? text(x + 20, GROUND - h - 14, 30, "#ffffff", label) : "");
}

function barrier(x: number, open: boolean) {
  const arm = open
    ? `<g transform="rotate(-70 ${x + 40} ${GROUND - 110})">${rect(x + 40, GROUND - 118, 300, 16, "#ffffff")}${[0, 1, 2, 3].map((i) => rect(x + 70 + i * 70, GROUND - 118, 30, 16, "#dc2626")).join("")}</g>`
    : rect(x + 40, GROUND - 118, 300, 16, "#ffffff") +
      [0, 1, 2, 3].map((i) => rect(x + 70 + i * 70, GROUND - 118, 30, 16, "#dc2626")).join("");
  return rect(x, GROUND - 150, 60, 150, "#f59e0b", 'rx="8"') + rect(x + 10, GROUND - 140, 40, 14, "#1f2937", 'rx="3"') + arm;
}

function plateCamera(x: number) {
  return (
    rect(x, GROUND - 260, 14, 260, "#475569") +
    rect(x - 50, GROUND - 280, 90, 44, "#1f2937", 'rx="10"') +
    `<circle cx="${x - 38}" cy="${GROUND - 258}" r="13" fill="#0ea5e9"/><circle cx="${x - 38}" cy="${GROUND - 258}" r="5" fill="#0c4a6e"/>` +
    rect(x - 48, GROUND - 232, 84, 8, "#ef4444", 'opacity="0.8"')
  );
}

function payStation(x: number) {
  return (
    rect(x, GROUND - 200, 110, 200, "#1c58a1", 'rx="12"') +
    rect(x + 15, GROUND - 185, 80, 55, "#0f172a", 'rx="6"') +
    text(x + 27, GROUND - 148, 22, "#34d399", "€ 1,50") +
    rect(x + 20, GROUND - 110, 30, 22, "#e2e8f0", 'rx="3"') +
    rect(x + 60, GROUND - 110, 30, 22, "#e2e8f0", 'rx="3"') +
    rect(x + 30, GROUND - 70, 50, 8, "#0f172a", 'rx="3"') +
    text(x + 30, GROUND - 20, 22, "#ffffff", "CASSA")
  );
}

function sign(x: number, y: number, lines: string[], color = "#0f2a4f") {
  const h = 40 + lines.length * 46;
  return (
    rect(x + 120, y + h, 16, GROUND - y - h, "#64748b") +
    rect(x, y, 290, h, color, 'rx="10"') +
    rect(x + 12, y + 12, 48, 48, "#1c58a1", 'rx="8"') +
    text(x + 22, y + 50, 40, "#ffffff", "P") +
    lines.map((line, i) => text(x + 70, y + 48 + i * 46, 30, i === 0 ? "#22c55e" : "#fbbf24", line)).join("")
  );
}

function canopy(x: number, w: number) {
  const panels = Array.from({ length: Math.floor(w / 70) }, (_, i) =>
    rect(x + 10 + i * 70, GROUND - 330, 62, 40, "#1e3a8a", 'stroke="#93c5fd" stroke-width="3"'),
  ).join("");
  return (
    `<polygon points="${x},${GROUND - 290} ${x + w},${GROUND - 290} ${x + w - 20},${GROUND - 340} ${x + 20},${GROUND - 340}" fill="#334155"/>` +
    panels +
    rect(x + 30, GROUND - 290, 16, 290, "#94a3b8") +
    rect(x + w - 46, GROUND - 290, 16, 290, "#94a3b8") +
    rect(x + w / 2 - 30, GROUND - 150, 60, 110, "#16a34a", 'rx="10"') +
    text(x + w / 2 - 18, GROUND - 85, 30, "#ffffff", "⚡")
  );
}

function car(x: number, color: string) {
  return (
    `<path d="M${x} ${GROUND + 70} l20 -50 h140 l30 50 h30 v40 h-250 v-40 z" fill="${color}"/>` +
    rect(x + 35, GROUND + 28, 55, 36, "#cbd5e1", 'rx="4"') +
    rect(x + 100, GROUND + 28, 55, 36, "#cbd5e1", 'rx="4"') +
    `<circle cx="${x + 50}" cy="${GROUND + 112}" r="22" fill="#111827"/><circle cx="${x + 180}" cy="${GROUND + 112}" r="22" fill="#111827"/>` +
    rect(x + 215, GROUND + 88, 30, 12, "#f8fafc")
  );
}

function truck(x: number, color: string) {
  return (
    rect(x, GROUND - 120, 380, 200, color, 'rx="6"') +
    rect(x + 390, GROUND - 40, 120, 120, "#e2e8f0", 'rx="10"') +
    rect(x + 440, GROUND - 25, 60, 45, "#93c5fd", 'rx="4"') +
    [60, 160, 300, 460].map((cx) => `<circle cx="${x + cx}" cy="${GROUND + 92}" r="28" fill="#111827"/>`).join("")
  );
}

function heightGauge(x: number) {
  return (
    rect(x, GROUND - 330, 16, 330, "#facc15") +
    rect(x + 420, GROUND - 330, 16, 330, "#facc15") +
    rect(x, GROUND - 350, 436, 30, "#facc15") +
    text(x + 150, GROUND - 327, 26, "#111827", "MAX 3,5 m")
  );
}

function rfidReader(x: number) {
  return (
    rect(x, GROUND - 160, 24, 160, "#475569") +
    rect(x - 30, GROUND - 230, 84, 100, "#0f172a", 'rx="12"') +
    `<path d="M${x + 2} ${GROUND - 195} a20 20 0 0 1 20 0 M${x - 6} ${GROUND - 205} a32 32 0 0 1 36 0" stroke="#38bdf8" stroke-width="5" fill="none"/>` +
    `<circle cx="${x + 12}" cy="${GROUND - 160}" r="8" fill="#22c55e"/>`
  );
}

function uhfAntenna(x: number) {
  return (
    rect(x, GROUND - 420, 14, 420, "#64748b") +
    rect(x - 40, GROUND - 440, 94, 94, "#e2e8f0", 'rx="8" stroke="#475569" stroke-width="4"') +
    text(x - 22, GROUND - 382, 24, "#334155", "UHF")
  );
}

function palm(x: number) {
  return (
    `<path d="M${x} ${GROUND} q12 -120 -6 -240" stroke="#92400e" stroke-width="18" fill="none"/>` +
    [-60, -20, 20, 60]
      .map(
        (a) =>
          `<ellipse cx="${x - 6}" cy="${GROUND - 250}" rx="90" ry="20" fill="#15803d" transform="rotate(${a} ${x - 6} ${GROUND - 240})"/>`,
      )
      .join("")
  );
}

function tent(x: number, color: string) {
  return (
    `<polygon points="${x},${GROUND} ${x + 140},${GROUND - 200} ${x + 280},${GROUND}" fill="${color}"/>` +
    rect(x + 120, GROUND - 100, 40, 100, "#ffffff", 'opacity="0.7"')
  );
}

function sea() {
  return rect(0, GROUND - 120, W, 120, "#38bdf8") + rect(0, GROUND - 10, W, 10, "#fde68a");
}

function plane(x: number, y: number) {
  return `<path d="M${x} ${y} l260 0 l40 -12 l-40 -12 l-260 0 z M${x + 110} ${y - 12} l60 -70 h30 l-30 70 z M${x + 110} ${y} l60 60 h30 l-30 -60 z" fill="#f8fafc" opacity="0.9"/>`;
}

function badge() {
  return rect(110, 36, 186, 56, "#0f172a", 'rx="12" opacity="0.85"') + text(132, 75, 30, "#fbbf24", "ESEMPIO");
}

type Part = (m: Mood, v: number) => string;
const scenes: Record<GallerySection, { names: [string, string, string]; draw: Part }> = {
  aeroporti: {
    names: [
      "Esempio – Varco del parcheggio aeroportuale",
      "Esempio – Lettura targhe alla sosta breve",
      "Esempio – Cassa automatica al terminal",
    ],
    draw: (m, v) =>
      building(620, 640, 260, "#475569", m, "TERMINAL") +
      plane(140 + v * 80, 120 + v * 20) +
      barrier(200, v === 1) +
      plateCamera(520) +
      payStation(1000) +
      car(300 + v * 40, ["#dc2626", "#2563eb", "#f8fafc"][v] ?? "#dc2626"),
  },
  ospedali: {
    names: [
      "Esempio – Ingresso parcheggio ospedaliero",
      "Esempio – Varco riservato al personale",
      "Esempio – Cassa per pazienti e visitatori",
    ],
    draw: (m, v) =>
      building(560, 680, 330, "#e2e8f0", m) +
      rect(840, GROUND - 300, 80, 24, "#dc2626") +
      rect(868, GROUND - 328, 24, 80, "#dc2626") +
      barrier(120, v === 2) +
      plateCamera(460) +
      payStation(380 + v * 10) +
      car(620, "#0ea5e9"),
  },
  "centri-commerciali": {
    names: [
      "Esempio – Pannello posti liberi del centro commerciale",
      "Esempio – Ingresso con lettura targa",
      "Esempio – Parcheggio multipiano",
    ],
    draw: (m, v) =>
      building(460, 800, 230, "#7c3aed", m, "SHOPPING") +
      sign(60, 150, [`LIBERI ${120 - v * 37}`, "PIANO -1"]) +
      (v === 2 ? canopy(420, 420) : barrier(400, v !== 0)) +
      car(900, "#f59e0b"),
  },
  municipalizzate: {
    names: [
      "Esempio – Sosta su strada con cassa automatica",
      "Esempio – Pannello a messaggio variabile",
      "Esempio – Varco del parcheggio comunale",
    ],
    draw: (m, v) =>
      building(40, 360, 300, "#b45309", m) +
      building(880, 360, 260, "#a16207", m) +
      sign(440, 120, ["CENTRO 48", "STAZIONE 12"], "#111827") +
      payStation(700) +
      (v === 2 ? barrier(900, false) : car(860, "#64748b")),
  },
  "hotel-resort": {
    names: [
      "Esempio – Accesso ospiti riconosciuti dalla targa",
      "Esempio – Parcheggio del resort",
      "Esempio – Varco per il personale",
    ],
    draw: (m, v) =>
      building(520, 700, 280, "#f5f5f4", m, "HOTEL") +
      palm(140) +
      palm(1220) +
      barrier(260, v === 0) +
      plateCamera(580) +
      car(700, "#0f766e"),
  },
  "fiere-eventi": {
    names: [
      "Esempio – Varchi veloci per i visitatori",
      "Esempio – Segnaletica dei parcheggi della fiera",
      "Esempio – Casse per la prevendita",
    ],
    draw: (_mood, v) =>
      tent(560, "#1c58a1") +
      tent(820, "#f59e0b") +
      tent(1060, "#16a34a") +
      sign(80, 140, [`PADIGLIONI ${v + 1}-${v + 4}`, "P3 LIBERI"]) +
      barrier(320, v === 1) +
      payStation(880),
  },
  "aree-sosta-camion": {
    names: [
      "Esempio – Area di sosta per mezzi pesanti",
      "Esempio – Controllo altezza all'ingresso",
      "Esempio – Cassa self-service h24",
    ],
    draw: (_mood, v) =>
      heightGauge(80) +
      truck(620, ["#b91c1c", "#1d4ed8", "#374151"][v] ?? "#b91c1c") +
      barrier(140, v === 0) +
      plateCamera(560) +
      (v === 2 ? payStation(360) : ""),
  },
  "aree-stagionali": {
    names: [
      "Esempio – Parcheggio stagionale al mare",
      "Esempio – Pagamento con carta all'ingresso",
      "Esempio – Semaforo e contatore dei posti",
    ],
    draw: (_mood, v) =>
      sea() +
      palm(1120) +
      sign(120, 130, [`LIBERI ${40 - v * 13}`, "APERTO"]) +
      payStation(460) +
      barrier(700, v === 1) +
      car(940, "#e11d48"),
  },
  "controllo-accessi": {
    names: [
      "Esempio – Varco con lettura targa OCR",
      "Esempio – Lettore di prossimità RFID",
      "Esempio – Antenna UHF a lunga distanza",
    ],
    draw: (m, v) =>
      building(760, 480, 240, "#334155", m) +
      barrier(260, v === 0) +
      (v === 0 ? plateCamera(640) : v === 1 ? rfidReader(180) : uhfAntenna(620)) +
      canopy(900, 340) +
      car(420, "#1c58a1"),
  },
};

/** The demo pictures of a section: name ('Esempio – …', all visitors read), no description, and SVG source. */
export function demoScenes(section: GallerySection): { name: string; description: string; svg: string }[] {
  const scene = scenes[section];
  return scene.names.map((name, v) => {
    const mood = moods[v] ?? daylight;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop(mood)}${scene.draw(mood, v)}${badge()}</svg>`;
    return { name, description: "", svg };
  });
}
