// Every page is complete as server-rendered HTML; the framework only makes it interactive. Its
// `<script async>` tags often run before the first paint, so on a phone the largest text
// waits for React. Instead, one inline script adds them once the page has painted (at once in
// a hidden tab), not preloaded, in order with webpack's runtime last, so that evaluating the
// framework and starting the app are separate tasks (docs/performance.md).

const ASYNC_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;
const LOADER_ID = 'scripts-after-paint';
const LOADER = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?<\\/script>`, 'g');
const WEBPACK_RUNTIME = /(^|\/)webpack-runtime-[^/]*\.js$/;

/** The scripts in the order the loader adds them: as Gatsby lists them (the sort is stable),
 *  webpack's runtime last. */
const loadOrder = (srcs: readonly string[]): string[] =>
  [...srcs].sort((a, b) => Number(WEBPACK_RUNTIME.test(a)) - Number(WEBPACK_RUNTIME.test(b)));

/** The inline script that adds the given scripts to the page after its first contentful paint. */
export function scriptsAfterPaintSource(srcs: readonly string[]): string {
  return [
    '(function(srcs){',
    'var d=document,done=false;',
    'function load(){if(done)return;done=true;srcs.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.body.appendChild(s)})}',
    'function soon(){setTimeout(load,0)}',
    'if(d.visibilityState==="hidden"){load();return}',
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){',
    'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();soon()}}).observe({type:"paint",buffered:true});',
    'return}}catch(e){}',
    'requestAnimationFrame(soon)',
    `})(${JSON.stringify(srcs)});`,
  ].join('');
}

/**
 * The page with its async scripts run after the first paint (unchanged if it has none). Gatsby
 * keeps the HTML of unchanged pages between builds and stitches the scripts in again, so a
 * loader left by an earlier build is replaced, never doubled.
 */
export function scriptsAfterPaint(html: string): string {
  const srcs = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (srcs.length === 0) return html;
  const loader = `<script id="${LOADER_ID}">${scriptsAfterPaintSource(loadOrder(srcs))}</script>`;
  return html
    .replace(ASYNC_SCRIPT, '')
    .replace(LOADER, '')
    .replace('</body>', () => `${loader}</body>`);
}
