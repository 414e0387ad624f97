// Social card: the hero render with the wordmark typeset by the headless browser.
import fs from 'node:fs';
import path from 'node:path';
import type { SceneHost } from './browser';

function fontFace(family: string, file: string, weight: number): string {
  try {
    const b64 = fs.readFileSync(file).toString('base64');
    return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${b64}) format('woff2');font-weight:${weight};}`;
  } catch {
    return '';
  }
}

export async function composeOg(host: SceneHost, render: Buffer, root: string): Promise<Buffer> {
  // Same heading face the site self-hosts; falls back to a system grotesk if absent.
  const file = path.join(root, 'node_modules', '@fontsource-variable', 'space-grotesk', 'files', 'space-grotesk-latin-wght-normal.woff2');
  const faces = fontFace('Space Grotesk', file, 400).replace('font-weight:400', 'font-weight:300 700');
  const bg = `data:image/png;base64,${render.toString('base64')}`;
  const html = `<!doctype html><html><head><style>${faces}
html,body{margin:0;width:1200px;height:630px;overflow:hidden;background:#161514}
.bg{position:absolute;inset:0;background:url(${bg}) center/cover}
.shade{position:absolute;inset:0;background:linear-gradient(90deg,rgba(18,17,16,.88) 0%,rgba(18,17,16,.55) 42%,rgba(18,17,16,0) 70%)}
.t{position:absolute;left:72px;bottom:84px;color:#efe9df;font-family:'Space Grotesk','Nimbus Sans','Liberation Sans',Arial,sans-serif}
.w{font-size:112px;font-weight:700;letter-spacing:-0.04em;line-height:.9}
.s{font-size:30px;font-weight:400;letter-spacing:.02em;margin-top:18px;opacity:.9}
.rule{position:absolute;left:72px;bottom:62px;width:64px;height:4px;background:#ff5a1f}
.lines{position:absolute;left:0;right:0;top:0;height:10px;background:repeating-linear-gradient(0deg,rgba(239,233,223,.16) 0 1px,transparent 1px 4px)}
</style></head><body><div class="bg"></div><div class="shade"></div><div class="lines"></div>
<div class="t"><div class="w">STRATUM</div><div class="s">Design &amp; Fabrication</div></div><div class="rule"></div></body></html>`;
  return host.html(html, 1200, 630);
}
