// Which compositor a benchmark's Chromium got, read from its chrome://gpu page: the UI benchmarks
// print it beside their figures, since a software compositor reads every WebGL frame back on the
// main thread and that alone can hold a task for hundreds of milliseconds (scripts/chromium.ts).
import type { Browser } from '@playwright/test';

/** "Hardware accelerated" (here: SwiftShader's GL) or "Software only…", as chrome://gpu words it. */
export async function compositingOf(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://gpu');
    // The status list is filled in by the page's script, inside its shadow roots.
    const words = await page.waitForFunction(() => {
      const texts: string[] = [document.body.innerText];
      for (const element of document.querySelectorAll('*')) if (element.shadowRoot) texts.push(element.shadowRoot.textContent ?? '');
      return /Compositing: ([^*\n]+?)(?:\*|\n|$)/.exec(texts.join('\n'))?.[1]?.trim() ?? false;
    }, undefined, { timeout: 10_000 });
    return String(await words.jsonValue());
  } finally {
    await page.close();
  }
}
