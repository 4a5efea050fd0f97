// How every test launches Debian's Chromium: never a downloaded browser build, and with the
// flags that keep it quiet on a machine without internet.
export const chromiumPath = process.env.LATCHKEY_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Playwright launch options for Debian's Chromium, headless. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: chromiumArgs, headless: true };
}
