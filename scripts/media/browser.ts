// Headless Chromium (SwiftShader WebGL2) hosting the bundled three.js scene code.
import { build } from 'esbuild';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { SceneSpec } from './scene/scene-spec';

export interface ShotSpec extends SceneSpec {
  key: string;
}

export interface VideoSpec extends SceneSpec {
  name: string;
}

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [path.join(__dirname, 'scene', 'page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: false,
    logLevel: 'warning',
  });
  return out.outputFiles[0]!.text;
}

export class SceneHost {
  private browser: Browser | null = null;
  private page: Page | null = null;

  async start(): Promise<void> {
    const code = await bundle();
    this.browser = await puppeteer.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-background-networking',
        '--no-first-run',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
        '--disable-dev-shm-usage',
      ],
      protocolTimeout: 600_000,
    });
    this.page = await this.browser.newPage();
    this.page.on('console', (m) => {
      const t = m.text();
      if (m.type() === 'error' || m.type() === 'warn') console.warn(`  [page ${m.type()}] ${t.slice(0, 300)}`);
    });
    this.page.on('pageerror', (e) => console.warn(`  [page error] ${String(e).slice(0, 500)}`));
    await this.page.setContent('<!doctype html><html><body style="margin:0;background:#000"></body></html>');
    await this.page.addScriptTag({ content: code });
  }

  private get p(): Page {
    if (!this.page) throw new Error('SceneHost not started');
    return this.page;
  }

  /** Renders one still; returns the PNG at width*ss x height*ss. */
  async still(spec: ShotSpec): Promise<Buffer> {
    const url = await this.p.evaluate((s) => (window as any).__media.still(s), spec as any);
    return Buffer.from((url as string).split(',')[1]!, 'base64');
  }

  async videoSetup(spec: VideoSpec): Promise<void> {
    await this.p.evaluate((s) => (window as any).__media.videoSetup(s), spec as any);
  }

  async videoFrame(t: number): Promise<Buffer> {
    const url = await this.p.evaluate((tt) => (window as any).__media.videoFrame(tt), t);
    return Buffer.from((url as string).split(',')[1]!, 'base64');
  }

  /** Screenshot of arbitrary HTML (used for the social card typography). */
  async html(html: string, width: number, height: number): Promise<Buffer> {
    const page = await this.browser!.newPage();
    await page.setViewport({ width, height, deviceScaleFactor: 1 });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const buf = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
    await page.close();
    return Buffer.from(buf);
  }

  async stop(): Promise<void> {
    await this.browser?.close();
    this.browser = null;
  }
}
