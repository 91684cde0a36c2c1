import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './fixtures';
import { headerReady, pageReady } from './site-support';

/** Helpers of the a11y specs (not a spec itself). */

/** axe-core's source and the settings @axe-core/playwright gives it, put in a page before its first scan. */
const AXE_IN_PAGE = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

type WithAxe = Window & { axe?: typeof axe };

/**
 * Every axe-core violation of the page, whatever its impact: all the rules axe runs by
 * default (WCAG 2.0 to 2.2 A/AA and best practices), none disabled. The one axe scan of the
 * browser tests, made cheap without a rule less (a list page: 3.0–3.9 s → 0.65–0.9 s):
 * - `axe.run` in the page itself, as @axe-core/playwright's legacy mode runs it: its default
 *   splits a scan into `runPartial` in each frame and `finishRun` in a new blank tab that loads
 *   axe a second time, which only cross-origin frames need; no page of the site has a frame
 *   (checked here);
 * - axe's 650 kB put in the page once, not twice a scan as @axe-core/playwright does: a page
 *   scanned again (a dialog opened, a search made) reuses it (a new document loads it again);
 * - `resultTypes: ['violations']`: the passed, incomplete and inapplicable rules come back with
 *   one node each instead of every node they looked at (about 1 MB of JSON a list page).
 */
export async function axeViolations(page: Page) {
  expect(
    page.frames().map((frame) => frame.url()),
    'a frame in the page: axe would have to be put in it too to scan it',
  ).toHaveLength(1);
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function'))) {
    await page.evaluate(AXE_IN_PAGE);
  }
  const results = await page.evaluate((options) => (window as WithAxe).axe!.run(document, options), {
    resultTypes: ['violations'],
  } satisfies axe.RunOptions);
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

export async function expectNoViolations(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), label).toEqual([]);
}

/** Opens a site page and waits until its header island and the requests of its islands are done. */
export async function openSitePage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await headerReady(page);
  await pageReady(page);
}

/** What the keyboard walkthrough reads of the focused element. */
export interface FocusState {
  name: string;
  role: string | null;
  /** An outline or a box-shadow is drawn around it. */
  indicated: boolean;
  /** It has a size and lies in the viewport, so the indicator can be seen. */
  onScreen: boolean;
}

export async function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // Focus inside a player's own controls (its closed shadow root): Chromium rings that control itself.
    const nativeControl = el instanceof HTMLMediaElement && el.controls && !el.matches(':focus');
    const labelledBy = el
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    return {
      name: (el.getAttribute('aria-label') || labelledBy || label || el.textContent || '').replace(/\s+/g, ' ').trim(),
      role: el.getAttribute('role'),
      indicated: outline || style.boxShadow !== 'none' || nativeControl,
      onScreen: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight,
    };
  });
}

/** The focused element shows a focus indicator the user can see. */
export async function expectVisibleFocus(page: Page, label = 'focused element'): Promise<void> {
  const state = await focusState(page);
  expect(state, label).not.toBeNull();
  expect({ label, name: state!.name, indicated: state!.indicated, onScreen: state!.onScreen }).toEqual({
    label,
    name: state!.name,
    indicated: true,
    onScreen: true,
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus indicator of
 * every element passed on the way; fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: import('@playwright/test').Locator,
  options: { back?: boolean; max?: number } = {},
) {
  const { back = false, max = 40 } = options;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}
