import { escapeHTML } from "bun";

/**
 * A short page of its own for a download that cannot be served (a forged or expired link, a form
 * sent with a mistake): a title, the reason and the way back, readable without any script or style.
 */
export function messagePage(title: string, message: string, back: { href: string; label: string }, lang = "it"): string {
  return `<!doctype html>
<html lang="${escapeHTML(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHTML(title)}</title>
</head>
<body>
<main>
<h1>${escapeHTML(title)}</h1>
<p>${escapeHTML(message)}</p>
<p><a href="${escapeHTML(back.href)}">${escapeHTML(back.label)}</a></p>
</main>
</body>
</html>
`;
}
