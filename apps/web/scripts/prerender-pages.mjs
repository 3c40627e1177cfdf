// Writes dist/prerendered/<path>/index.html for each page of src/prerender/shells.tsx (the home
// page and the figure landing pages), which the server answers for that path
// (apps/server/src/routes/web/spa.ts): dist/index.html with the page's header and hero prerendered
// in an inert container that the app removes once it has drawn its own, and with the app's
// scripts started by a tiny boot script after that first paint, so the heading shows while the
// JavaScript is still on its way. Run after `vite build`.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
// The server looks for the pages here (PRERENDER_DIR in apps/server/src/routes/web/spa.ts).
const PRERENDER_DIR = 'prerendered';
// Inside the package, so the built entry resolves react, react-router… from node_modules.
const outDir = join(web, 'node_modules/.prerender');

/** The boot script: adds the module preloads and the entry script after the first paint. */
function bootScript(entry, preloads) {
  return `(function () {
  function start() {
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.body.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;
}

try {
  await build({
    root: web,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/shells.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const { PRERENDERED_PAGES, renderShell } = await import(pathToFileURL(join(outDir, 'shells.js')).href);

  let template = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entryTag) throw new Error('dist/index.html has no module entry script');
  const preloads = [];
  template = template.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href) => {
    preloads.push(href);
    return '';
  });
  const boot = bootScript(entryTag[1], preloads);
  const bootName = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(dist, bootName), boot);
  template = template.replace(entryTag[0], `<script defer src="/${bootName}"></script>\n`);
  const anchor = '<div id="root"></div>';
  if (!template.includes(anchor)) throw new Error(`dist/index.html has no ${anchor}`);

  rmSync(join(dist, PRERENDER_DIR), { recursive: true, force: true });
  for (const path of Object.keys(PRERENDERED_PAGES)) {
    const markup = renderShell(path);
    const dir = join(dist, PRERENDER_DIR, path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      template.replace(anchor, `<div id="prerender" inert>${markup}</div>${anchor}`),
    );
    console.log(`prerendered ${path} (${(markup.length / 1024).toFixed(1)} KB of markup)`);
  }
  console.log(`boot script ${bootName}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
