/**
 * The console's page (served at `/` to browsers: http/console-requests.ts): a shell with
 * no data in it; console.mjs fills it from Neon's API. Nothing a user named is written here, so
 * nothing here needs escaping: the script puts names on the page as text (dom.mjs).
 */
export function consolePage(links: { api: string; admin: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Emulator console</title>
<link rel="stylesheet" href="/console/console.css">
<script type="module" src="/console/console.mjs"></script>
</head>
<body>
<header>
<h1>Emulator console</h1>
<nav><a href="${links.api}">API routes (JSON)</a> · <a href="${links.admin}">admin API</a> · <a href="/?format=json">index (JSON)</a></nav>
<p id="status" role="status">loading…</p>
<p id="notice" aria-live="polite"></p>
</header>
<main id="projects"></main>
</body>
</html>
`;
}

export const consoleStyles = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1d232a; background: #f6f7f9; }
header { padding: 12px 20px; background: #0f2a1f; color: #e8f5ee; }
header h1 { margin: 0 0 4px; font-size: 18px; }
header a { color: #9be3bd; }
#status, #notice { margin: 2px 0 0; font-size: 12px; }
#status.error, #notice.error { color: #ffb4a8; }
main { padding: 12px 20px; }
section.project { background: #fff; border: 1px solid #d9dee3; border-radius: 6px; padding: 8px 16px 16px; margin-bottom: 16px; }
h2 small, h3 small { color: #6b7785; font-weight: normal; font-size: 12px; }
.columns { display: grid; grid-template-columns: minmax(320px, 1fr) 2fr; gap: 24px; }
ul.tree, ul.tree ul { list-style: none; margin: 0; padding-left: 18px; }
ul.tree { padding-left: 0; }
ul.tree ul { border-left: 1px dashed #b8c1ca; margin-left: 8px; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; padding: 2px 4px; border-radius: 4px; }
.row.selected { background: #e3f4ea; }
.row .actions { margin-left: auto; }
button { font: inherit; cursor: pointer; }
button.name { border: 0; background: none; padding: 0; color: #0b5a37; font-weight: 600; }
.badge { display: inline-block; font-size: 11px; line-height: 18px; border-radius: 8px; padding: 0 6px; background: #e8ecf0; color: #36414c; }
.row .actions button { font-size: 12px; padding: 0 6px; }
.badge.protected { background: #fde2c3; color: #7a3e00; }
.badge.expiring { background: #fff1b8; color: #5c4a00; }
.badge.active { background: #c9f0d8; color: #0b5a37; }
.badge.idle { background: #e0e4ff; color: #2d3a8c; }
.compute { border: 1px solid #e1e5ea; border-radius: 4px; padding: 6px 8px; margin-bottom: 6px; }
.connection { display: flex; gap: 6px; align-items: center; margin-top: 4px; }
code { font: 12px ui-monospace, monospace; overflow-wrap: anywhere; }
dl.services { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
dl.services dt { font-weight: 600; }
dl.services dd { margin: 0; }
pre.logs { background: #111820; color: #d6e2ec; padding: 4px 6px; font-size: 11px; white-space: pre-wrap; max-height: 8em; overflow: auto; }
table.operations { border-collapse: collapse; font-size: 12px; }
table.operations td, table.operations th { border-bottom: 1px solid #eef0f2; padding: 2px 10px 2px 0; text-align: left; }
.status.failed, .error { color: #b3261e; }
.muted { color: #6b7785; }
form.create { margin-top: 10px; }
`;
