// Layout and motion defects found by trying the site as a visitor (issue 22), measured from
// element boxes in Chromium at the widths where they showed.
import type { Page } from 'puppeteer-core';
import { openPage, siteInBrowser, trackConsole, waitForHydration } from '../helpers/browser';

const site = siteInBrowser();

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function open(path: string, width: number, height = 900): Promise<Page> {
  const page = await openPage(site.browser, width, height);
  await page.goto(site.server.url + path, { waitUntil: 'networkidle0' });
  await waitForHydration(page);
  return page;
}

describe('/model captions', () => {
  test('never two on screen at once where they overlap, over the whole timeline scroll', async () => {
    const page = await open('/model', 1440);
    const problems = trackConsole(page);
    const overlapsSeen = await page.evaluate(async () => {
      const track = document.querySelector('[data-timeline]')!.parentElement!;
      const top = track.getBoundingClientRect().top + window.scrollY;
      const range = track.offsetHeight - window.innerHeight;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const seen: string[] = [];
      const steps = 300;
      for (let step = 0; step <= steps; step++) {
        window.scrollTo({ top: top + (step / steps) * range, behavior: 'instant' });
        // Sample while the smoothed timeline catches up with the scroll.
        for (let sample = 0; sample < 3; sample++) {
          await frame();
          const visible = [...document.querySelectorAll<HTMLElement>('[data-caption]')]
            .filter((el) => Number(getComputedStyle(el).opacity) > 0.01)
            .map((el) => ({ id: el.dataset.caption!, box: el.getBoundingClientRect() }));
          for (let i = 0; i < visible.length; i++)
            for (let j = i + 1; j < visible.length; j++) {
              const a = visible[i]!.box;
              const b = visible[j]!.box;
              if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) seen.push(`${visible[i]!.id}+${visible[j]!.id} at step ${step}`);
            }
        }
      }
      return seen;
    });
    expect(overlapsSeen).toEqual([]);
    expect(problems.messages).toEqual([]);
    await page.close();
  }, 90_000);
});

describe('contact dialog at 390 px', () => {
  test('the error toast never covers the dialog buttons, which stay in view', async () => {
    const page = await open('/materials', 390, 844);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) {
        void request.respond({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Internal server error' }) });
      } else void request.continue();
    });
    await page.click('button[data-contact-trigger]');
    const dialog = '[data-testid="contact-dialog"]';
    await page.waitForSelector(dialog);
    await page.type(`${dialog} input[name="name"]`, 'Ada');
    await page.type(`${dialog} input[name="email"]`, 'ada@example.com');
    await page.type(`${dialog} textarea[name="message"]`, 'A long counter.');
    await page.click(`${dialog} button[type="submit"]`);
    await page.waitForSelector('[data-testid="toast"][data-state="open"]');
    // Let the toast's entry animation and the dialog's new size settle.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const boxes = await page.evaluate((selector) => {
      const rect = (el: Element): Box => {
        const r = el.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      const panel = document.querySelector(selector)!;
      const buttons = [...panel.querySelectorAll('form button')].filter((b) => ['Cancel', 'Send Message'].includes(b.textContent ?? ''));
      return {
        toast: rect(document.querySelector('[data-testid="toast"]')!),
        panel: rect(panel),
        buttons: buttons.map((b) => ({ text: b.textContent, box: rect(b) })),
        viewport: { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight },
      };
    }, dialog);
    expect(boxes.buttons.map((b) => b.text)).toEqual(['Cancel', 'Send Message']);
    for (const button of boxes.buttons) {
      expect([button.text, overlaps(button.box, boxes.toast)]).toEqual([button.text, false]);
      // In view: inside the dialog's scroll box and the viewport, not clipped away below them
      // (1 px for sub-pixel layout).
      expect(button.box.top).toBeGreaterThanOrEqual(boxes.panel.top - 1);
      expect(button.box.bottom).toBeLessThanOrEqual(Math.min(boxes.panel.bottom, boxes.viewport.bottom) + 1);
    }
    await page.close();
  });
});

describe('project pages', () => {
  test("'More images' with one image: its caption fills the left third beside it at 1440 px", async () => {
    const page = await open('/project/kasa-tapas', 1440);
    const layout = await page.$eval('#project-gallery-title', (heading) => {
      const list = heading.closest('section')!.querySelector('ul')!;
      const grid = list.getBoundingClientRect();
      const items = [...list.children].map((li) => ({ left: li.getBoundingClientRect().left, right: li.getBoundingClientRect().right, text: li.textContent }));
      return { gridLeft: grid.left, gridRight: grid.right, items };
    });
    expect(layout.items).toHaveLength(2);
    const [caption, image] = layout.items;
    expect(caption!.left).toBeCloseTo(layout.gridLeft, 0);
    expect(caption!.text).toContain('In our workshop');
    expect(image!.right).toBeCloseTo(layout.gridRight, 0);
    expect(image!.left).toBeGreaterThan(caption!.right);
    await page.close();
  });

  test("ends with 'Start a project like this', which opens the contact dialog", async () => {
    const page = await open('/project/toothsome', 1440);
    const last = await page.$eval('main article', (article) => {
      const sections = article.querySelectorAll(':scope > section');
      return sections[sections.length - 1]?.querySelector('button[data-contact-trigger]')?.textContent;
    });
    expect(last).toBe('Start a project like this');
    await page.click('main article > section:last-of-type button[data-contact-trigger]');
    await page.waitForSelector('[data-testid="contact-dialog"]');
    await page.close();
  });
});

describe('/team and the footer', () => {
  test('the /team intro uses the right half at 1440 px: the studio facts sit beside the text', async () => {
    const page = await open('/team', 1440);
    const intro = await page.$eval('main header', (header) => {
      const box = header.getBoundingClientRect();
      const aside = header.querySelector('aside')?.getBoundingClientRect();
      return { mid: box.left + box.width / 2, right: box.right, aside: aside && { left: aside.left, right: aside.right, height: aside.height } };
    });
    expect(intro.aside).toBeDefined();
    expect(intro.aside!.left).toBeGreaterThan(intro.mid);
    expect(intro.aside!.height).toBeGreaterThan(100);
    await page.close();
  });

  test('the footer e-mail never breaks inside its domain (at the hyphen), from 320 to 1440 px', async () => {
    const page = await open('/', 1440);
    for (let width = 320; width <= 1440; width += 16) {
      await page.setViewport({ width, height: 900 });
      const lines = await page.$eval('footer a[href^="mailto:"]', (link) => {
        const text = link.textContent ?? '';
        const at = text.indexOf('@');
        // One box per line the domain is laid out on.
        const range = document.createRange();
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        while (walker.nextNode()) nodes.push(walker.currentNode as Text);
        const domainNode = nodes.find((node) => node.data.includes('.')) ?? nodes[nodes.length - 1]!;
        range.selectNodeContents(domainNode);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return { at, domainLines: tops.size, overflow: link.getBoundingClientRect().right > document.documentElement.clientWidth };
      });
      expect([width, lines.domainLines, lines.overflow]).toEqual([width, 1, false]);
      expect(lines.at).toBeGreaterThan(0);
    }
    await page.close();
  });
});
