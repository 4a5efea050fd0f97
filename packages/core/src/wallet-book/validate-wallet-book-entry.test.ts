import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { isSafeImageUrl, validateWalletBookEntry } from './validate-wallet-book-entry.js';
import { walletBook } from './wallet-book-entries.js';

const ICON = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';

/** A complete, valid, mutable entry to break one field at a time. */
function validEntry(): Record<string, unknown> & {
  injectedConfig: Record<string, unknown> & { walletStandard: Record<string, unknown> };
  deepLinks: Record<string, unknown>;
  downloadLinks: Record<string, unknown>;
  quirks: Record<string, unknown>;
} {
  return {
    key: 'test-wallet',
    name: 'Test Wallet',
    shortName: 'Test',
    icon: ICON,
    injectedConfig: {
      chain: 'solana',
      extensionLocators: [
        { flag: 'isTest', value: true },
        { flag: 'isOther', value: false },
      ],
      windowLocations: ['test.solana', 'solana'],
      walletStandard: { name: 'Test', features: ['standard:connect', 'solana:signTransaction'] },
    },
    deepLinks: { native: 'test://v1', universal: 'https://test.example/ul/v1' },
    inAppBrowserUrl: 'https://test.example/ul/browse/{url}?ref={ref}',
    downloadLinks: { chrome: 'https://test.example/download', ios: 'https://test.example/ios' },
    quirks: {
      signMessageDelayAfterConnectMs: 0,
      silentConnectTimeoutMs: 10_000,
      hardware: false,
      messageSigningUnsupported: false,
    },
  };
}

function rejection(value: unknown) {
  try {
    validateWalletBookEntry(value);
  } catch (error) {
    if (!isLatchkeyError(error, LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID)) throw error;
    return error;
  }
  throw new Error('expected the entry to be rejected');
}

type Entry = ReturnType<typeof validEntry>;
const invalidCases: [string, (entry: Entry) => void, string][] = [
  ['an uppercase key', (e) => (e.key = 'Phantom'), 'key must match'],
  ['a key with a space', (e) => (e.key = 'my wallet'), 'key must match'],
  ['an empty key', (e) => (e.key = ''), 'key must be a non-empty string'],
  ['a missing key', (e) => delete e.key, 'key must be a non-empty string'],
  ['an empty name', (e) => (e.name = ''), 'name must be a non-empty string'],
  ['a blank name', (e) => (e.name = '   '), 'name must be a non-empty string'],
  ['a numeric shortName', (e) => (e.shortName = 5), 'shortName must be a non-empty string'],
  ['a javascript: icon', (e) => (e.icon = 'javascript:alert(1)'), 'icon must be'],
  ['an http: icon', (e) => (e.icon = 'http://test.example/icon.png'), 'icon must be'],
  ['an HTML data icon', (e) => (e.icon = 'data:text/html;base64,PHNjcmlwdD4='), 'icon must be'],
  ['a bitmap data icon', (e) => (e.icon = 'data:image/bmp;base64,Qk0='), 'icon must be'],
  [
    'no injectedConfig',
    (e) => delete (e as Partial<Entry>).injectedConfig,
    'injectedConfig must be an object',
  ],
  [
    'an array injectedConfig',
    (e) => (e.injectedConfig = [] as never),
    'injectedConfig must be an object',
  ],
  ['another chain', (e) => (e.injectedConfig.chain = 'ethereum'), 'injectedConfig.chain'],
  [
    'windowLocations that are not a list',
    (e) => (e.injectedConfig.windowLocations = 'solana'),
    'injectedConfig.windowLocations must be an array',
  ],
  ...['__proto__.solana', 'phantom.prototype', 'constructor', 'a..b', 'a b', 'a-b', '', '.a'].map(
    (path): [string, (entry: Entry) => void, string] => [
      `the window location "${path}"`,
      (e) => (e.injectedConfig.windowLocations = ['ok', path]),
      'injectedConfig.windowLocations[1] must be a dotted path',
    ],
  ),
  [
    'a numeric window location',
    (e) => (e.injectedConfig.windowLocations = [42]),
    'injectedConfig.windowLocations[0] must be a dotted path',
  ],
  [
    'a __proto__ flag',
    (e) => (e.injectedConfig.extensionLocators = [{ flag: '__proto__', value: true }]),
    'injectedConfig.extensionLocators[0].flag must be an identifier',
  ],
  [
    'a dotted flag',
    (e) => (e.injectedConfig.extensionLocators = [{ flag: 'a.b', value: true }]),
    'injectedConfig.extensionLocators[0].flag must be an identifier',
  ],
  [
    'a string flag value',
    (e) => (e.injectedConfig.extensionLocators = [{ flag: 'isTest', value: 'true' }]),
    'injectedConfig.extensionLocators[0].value must be a boolean',
  ],
  [
    'a locator that is not an object',
    (e) => (e.injectedConfig.extensionLocators = ['isTest']),
    'injectedConfig.extensionLocators[0] must be an object',
  ],
  [
    'too many locations',
    (e) => (e.injectedConfig.windowLocations = Array.from({ length: 65 }, () => 'solana')),
    'injectedConfig.windowLocations must have at most 64 items',
  ],
  [
    'an empty Wallet Standard name',
    (e) => (e.injectedConfig.walletStandard.name = ''),
    'injectedConfig.walletStandard.name must be a non-empty string',
  ],
  [
    'a feature without a namespace',
    (e) => (e.injectedConfig.walletStandard.features = ['connect']),
    'injectedConfig.walletStandard.features[0] must be a feature name',
  ],
  [
    'a javascript: native deep link',
    (e) => (e.deepLinks.native = 'javascript://%0Aalert(1)'),
    'deepLinks.native must be',
  ],
  [
    'a data: native deep link',
    (e) => (e.deepLinks.native = 'data:text/html,x'),
    'deepLinks.native',
  ],
  [
    'an http: native deep link',
    (e) => (e.deepLinks.native = 'http://test.example'),
    'deepLinks.native',
  ],
  [
    'a tab hidden in a native deep link',
    (e) => (e.deepLinks.native = 'java\tscript://x'),
    'deepLinks.native',
  ],
  [
    'a custom-scheme universal link',
    (e) => (e.deepLinks.universal = 'test://v1'),
    'deepLinks.universal must be an https: URL',
  ],
  [
    'a universal link with credentials',
    (e) => (e.deepLinks.universal = 'https://test.example@evil.example/ul'),
    'deepLinks.universal must be an https: URL',
  ],
  [
    'deepLinks that are a string',
    (e) => (e.deepLinks = 'x' as never),
    'deepLinks must be an object',
  ],
  [
    'an in-app browser link without {url}',
    (e) => (e.inAppBrowserUrl = 'https://test.example/browse'),
    'inAppBrowserUrl must be a template containing {url}',
  ],
  [
    'an http: in-app browser link',
    (e) => (e.inAppBrowserUrl = 'http://test.example/browse/{url}'),
    'inAppBrowserUrl must be an https: URL or an app scheme',
  ],
  [
    'a javascript: in-app browser link',
    (e) => (e.inAppBrowserUrl = 'javascript:location={url}'),
    'inAppBrowserUrl must be an https: URL or an app scheme',
  ],
  [
    'an in-app browser link whose host is the page URL',
    (e) => (e.inAppBrowserUrl = 'https://{url}/browse'),
    'inAppBrowserUrl must not put {url} or {ref} in the host',
  ],
  [
    'an unknown placeholder',
    (e) => (e.inAppBrowserUrl = 'https://test.example/{url}?x={other}'),
    'inAppBrowserUrl may only use the {url} and {ref} placeholders',
  ],
  [
    'an http: download link',
    (e) => (e.downloadLinks.chrome = 'http://test.example/download'),
    'downloadLinks.chrome must be an https: URL',
  ],
  [
    'a custom-scheme download link',
    (e) => (e.downloadLinks.android = 'market://details?id=x'),
    'downloadLinks.android must be an https: URL',
  ],
  ...[10_001, -1, 1.5, '100', Number.NaN, Number.POSITIVE_INFINITY].map(
    (delay): [string, (entry: Entry) => void, string] => [
      `a delay of ${String(delay)}`,
      (e) => (e.quirks.signMessageDelayAfterConnectMs = delay),
      'quirks.signMessageDelayAfterConnectMs must be an integer from 0 to 10000',
    ],
  ),
  [
    'a fractional silent-connect cap',
    (e) => (e.quirks.silentConnectTimeoutMs = 2.5),
    'quirks.silentConnectTimeoutMs must be an integer from 0 to 10000',
  ],
  [
    'a string hardware flag',
    (e) => (e.quirks.hardware = 'yes'),
    'quirks.hardware must be a boolean',
  ],
  [
    'a null messageSigningUnsupported',
    (e) => (e.quirks.messageSigningUnsupported = null),
    'quirks.messageSigningUnsupported must be a boolean',
  ],
];

describe('validateWalletBookEntry', () => {
  it('accepts a complete entry and returns a frozen copy', () => {
    const entry = validEntry();
    const result = validateWalletBookEntry(entry);
    expect(result).toEqual(entry);
    expect(result).not.toBe(entry);
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.injectedConfig.windowLocations)).toBe(true);
    // The copy does not follow later changes to the input.
    entry.injectedConfig.windowLocations = ['changed'];
    expect(result.injectedConfig.windowLocations).toEqual(['test.solana', 'solana']);
  });

  it('accepts a minimal entry, app schemes for in-app links, and https or PNG icons', () => {
    const minimal = {
      key: 'ledger-2',
      name: 'Ledger',
      shortName: 'Ledger',
      icon: 'https://cdn.test.example/ledger.png',
      injectedConfig: { chain: 'solana', extensionLocators: [], windowLocations: [] },
    };
    expect(validateWalletBookEntry(minimal)).toEqual(minimal);
    expect(
      validateWalletBookEntry({
        ...minimal,
        icon: 'data:image/png;base64,iVBORw0KGgo=',
        inAppBrowserUrl: 'okx://wallet/dapp/url?dappUrl={url}',
      }).inAppBrowserUrl,
    ).toBe('okx://wallet/dapp/url?dappUrl={url}');
  });

  it('drops unknown fields', () => {
    const result = validateWalletBookEntry({ ...validEntry(), extra: 'x', quirks: { other: 1 } });
    expect(result).not.toHaveProperty('extra');
    expect(result.quirks).toEqual({});
  });

  it.each(invalidCases)('rejects %s, naming the field', (_name, breakIt, reason) => {
    const entry = validEntry();
    breakIt(entry);
    const error = rejection(entry);
    expect(error.context.reason).toContain(reason);
    const key = typeof entry.key === 'string' ? entry.key : '(unknown)';
    expect(error.context.key).toBe(key);
    expect(error.message).toBe(`Invalid wallet-book entry "${key}": ${error.context.reason}`);
  });

  it.each([null, undefined, 'phantom', 42, [], [validEntry()]])(
    'rejects %j as a whole',
    (value) => {
      expect(rejection(value).context.reason).toBe('entry must be an object');
    },
  );

  it('ignores inherited fields, so a polluted prototype cannot complete an entry', () => {
    const { key, ...rest } = validEntry();
    const error = rejection(Object.assign(Object.create({ key }), rest));
    expect(error.context.reason).toBe('key must be a non-empty string');
  });

  it('turns a throwing getter into the same error', () => {
    const entry = validEntry();
    Object.defineProperty(entry, 'name', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const error = rejection(entry);
    expect(error.context).toEqual({ key: 'test-wallet', reason: 'entry could not be read' });
    expect((error.cause as Error).message).toBe('boom');
  });

  it('accepts every built-in entry', () => {
    for (const entry of walletBook) expect(validateWalletBookEntry(entry)).toEqual(entry);
  });

  it('either returns an entry or throws its LatchkeyError, whatever the input', () => {
    const anything = fc.anything({
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withBoxedValues: true,
      withMap: true,
      withSet: true,
      withBigInt: true,
      withDate: true,
      withTypedArray: true,
    });
    const valid = validEntry();
    // Mostly the valid value, sometimes something else: near-valid entries reach the deeper
    // checks (and sometimes pass) where random objects fail at the first field.
    const mostly = <T>(value: T, ...others: fc.Arbitrary<unknown>[]) =>
      fc.oneof(
        { arbitrary: fc.constant(value), weight: 12 },
        ...[...others, anything].map((arbitrary) => ({ arbitrary, weight: 1 })),
      );
    const nearValid = fc.record({
      key: mostly(valid.key, fc.string(), fc.stringMatching(/^[a-z0-9-]{1,8}$/)),
      name: mostly(valid.name, fc.string()),
      shortName: mostly(valid.shortName, fc.string()),
      icon: mostly(valid.icon, fc.webUrl(), fc.string()),
      injectedConfig: fc.record({
        chain: mostly('solana', fc.string()),
        extensionLocators: mostly(
          valid.injectedConfig.extensionLocators,
          fc.array(fc.record({ flag: fc.string(), value: fc.oneof(fc.boolean(), anything) })),
        ),
        windowLocations: mostly(
          valid.injectedConfig.windowLocations,
          fc.array(fc.string()),
          fc.array(fc.stringMatching(/^[\w$.]{1,12}$/)),
        ),
        walletStandard: mostly(
          valid.injectedConfig.walletStandard,
          fc.record({ name: fc.string(), features: fc.array(fc.string()) }),
          fc.constant(undefined),
        ),
      }),
      deepLinks: mostly(
        valid.deepLinks,
        fc.record({ native: fc.oneof(fc.string(), fc.webUrl()), universal: fc.webUrl() }),
        fc.constant(undefined),
      ),
      inAppBrowserUrl: mostly(
        valid.inAppBrowserUrl,
        fc.webUrl().map((url) => `${url}/{url}`),
        fc.string().map((text) => `${text}{url}`),
        fc.constant(undefined),
      ),
      downloadLinks: mostly(valid.downloadLinks, fc.dictionary(fc.string(), fc.webUrl())),
      quirks: mostly(
        valid.quirks,
        fc.record({
          signMessageDelayAfterConnectMs: fc.oneof(fc.integer(), fc.double(), anything),
          hardware: fc.oneof(fc.boolean(), anything),
        }),
      ),
    });

    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(anything, nearValid), (value) => {
        let result: unknown;
        try {
          result = validateWalletBookEntry(value);
        } catch (error) {
          return isLatchkeyError(error, LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID);
        }
        // Whatever passes is stable: validating it again gives the same entry.
        expect(validateWalletBookEntry(result)).toEqual(result);
        accepted += 1;
        return true;
      }),
      { seed: 1, numRuns: 2000 },
    );
    // Both outcomes were exercised.
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(1900);
  });
});

describe('isSafeImageUrl', () => {
  it.each([
    ICON,
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/webp;base64,UklGRg==',
    'data:image/gif;base64,R0lGODlh',
    'https://cdn.test.example/icon.svg',
  ])('accepts %s', (src) => {
    expect(isSafeImageUrl(src)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'javascript:alert(1)//icon.svg',
    'http://cdn.test.example/icon.svg',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:text/html,<svg onload=alert(1)>',
    'data:image/svg+xml',
    'data:image/jpeg;base64,/9j/',
    'data:application/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'ftp://cdn.test.example/icon.svg',
    'file:///icon.svg',
    'blob:https://test.example/0f6d',
    '//cdn.test.example/icon.svg',
    '/icon.svg',
    'https://user:pass@cdn.test.example/icon.svg',
    'https://cdn.test.example/ icon.svg',
    'https://',
    '',
  ])('rejects %s', (src) => {
    expect(isSafeImageUrl(src)).toBe(false);
  });

  it.each([undefined, null, 42, {}, ['https://x.example/i.png']])(
    'rejects the non-string %j',
    (src) => {
      expect(isSafeImageUrl(src)).toBe(false);
    },
  );
});
