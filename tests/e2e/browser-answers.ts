import type { Page } from '@playwright/test';

/** What Chromium answers a request with. */
export interface BrowserAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Answers the page's requests that match `pattern` in Chromium itself (CDP's Fetch domain,
 * those requests only; `answer` returns null to let one go to the server). Playwright's
 * `page.route` holds every request of the page for this process to match: about 0.08 s of
 * Chromium's CPU a page load on this machine (docs/quality.md, session 35).
 */
export async function answerInBrowser(
  page: Page,
  pattern: { urlPattern: string; resourceType?: 'Document' },
  answer: (url: URL) => BrowserAnswer | null,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const answered = answer(new URL(request.url));
    const sent = answered
      ? cdp.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: answered.status,
          responseHeaders: [{ name: 'Content-Type', value: answered.contentType }],
          body: Buffer.from(answered.body).toString('base64'),
        })
      : cdp.send('Fetch.continueRequest', { requestId });
    // The page closed with the request still waiting.
    sent.catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [pattern] });
}
