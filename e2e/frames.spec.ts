import { expect, test } from '@playwright/test';
import { demoUrl } from './demo-env.js';
import { approveInLatchkey, expectNoKeyMaterial, requestEmailCode } from './embedded-helpers.js';

// The custody frames and the page's messages: while an email-code login runs through the auth
// frame, forged frame messages arrive on the page from its own origin and from a foreign (opaque)
// origin. They change nothing — the SDK talks to the frame over a private MessageChannel opened
// by one message addressed to the frame's origin, and only to that origin.

test('frame messages: forged ones are ignored, and the SDK posts only to the frame origin', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    // Init scripts run in every frame; this one is for the host page only.
    if (window !== window.top) return;
    const targets: string[] = [];
    (window as unknown as { frameTargets: string[] }).frameTargets = targets;
    // Record every postMessage the page makes into an iframe, with its target origin.
    const descriptor = Object.getOwnPropertyDescriptor(
      HTMLIFrameElement.prototype,
      'contentWindow',
    );
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      get(this: HTMLIFrameElement) {
        const inner = descriptor?.get?.call(this) as Window | null;
        if (!inner) return inner;
        return new Proxy(inner, {
          get(target, property) {
            if (property === 'postMessage') {
              return (message: unknown, origin: string, transfer?: Transferable[]) => {
                targets.push(origin);
                target.postMessage(message, origin, transfer);
              };
            }
            const value = Reflect.get(target, property);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      },
    });
    // Forged frame messages, all the time: from this page's origin and from an opaque one.
    const forge = () => {
      for (const message of [
        { type: 'PUBLIC_KEY_READY', value: `02${'ab'.repeat(32)}` },
        { type: 'BUNDLE_INJECTED', value: true },
        { type: 'STAMP', value: { stampHeaderName: 'X-Stamp', stampHeaderValue: 'forged' } },
        { type: 'ERROR', value: 'forged failure' },
      ]) {
        window.postMessage(message, '*');
      }
    };
    setInterval(forge, 25);
    addEventListener('DOMContentLoaded', () => {
      const foreign = document.createElement('iframe');
      foreign.setAttribute('sandbox', 'allow-scripts');
      foreign.style.display = 'none';
      foreign.srcdoc = `<script>setInterval(() => {
        parent.postMessage({ type: 'PUBLIC_KEY_READY', value: '02${'cd'.repeat(32)}' }, '*');
        parent.postMessage({ type: 'STAMP', value: { stampHeaderName: 'X-Stamp', stampHeaderValue: 'forged' } }, '*');
      }, 25);</script>`;
      document.body.append(foreign);
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = `frames+${Date.now()}@example.com`;
  await page.goto(demoUrl());
  const { dialog, embedded, code } = await requestEmailCode(page, email);
  await embedded.getByLabel('Code').fill(code);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });

  const frameOrigin = new URL(
    (await page.locator('iframe[id^="latchkey-auth-frame-"]').getAttribute('src')) as string,
  ).origin;
  const targets = await page.evaluate(
    () => (window as unknown as { frameTargets: string[] }).frameTargets,
  );
  expect(targets.length).toBeGreaterThan(0);
  expect(new Set(targets)).toEqual(new Set([frameOrigin]));
  await expectNoKeyMaterial(page);
  expect(errors).toEqual([]);
});
