import {
  isSafeIdentifier,
  readOwn,
  refuseEntry,
  requireList,
  requireRecord,
  requireString,
} from './read-wallet-book-fields.js';
import type { WalletBookExtensionLocator, WalletBookInjectedConfig } from './wallet-book-entry.js';

const FEATURE_PATTERN = /^[\w-]+:[\w.-]+$/;

/**
 * An entry's `injectedConfig`, checked: chain `'solana'`, extension flags and window locations
 * that are plain identifiers (no prototype walking), and Wallet Standard feature names.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID`.
 */
export function checkInjectedConfig(
  entry: Record<string, unknown>,
  key: string,
): WalletBookInjectedConfig {
  const config = requireRecord(readOwn(entry, 'injectedConfig'), 'injectedConfig', key);
  if (readOwn(config, 'chain') !== 'solana')
    refuseEntry(key, "injectedConfig.chain must be 'solana'");

  const locators = requireList(
    config,
    'extensionLocators',
    'injectedConfig.extensionLocators',
    key,
  );
  const extensionLocators = locators.map((item, index): WalletBookExtensionLocator => {
    const path = `injectedConfig.extensionLocators[${index}]`;
    const locator = requireRecord(item, path, key);
    const flag = requireString(locator, 'flag', `${path}.flag`, key);
    if (!isSafeIdentifier(flag)) {
      refuseEntry(
        key,
        `${path}.flag must be an identifier other than __proto__, prototype, constructor`,
      );
    }
    const flagValue = readOwn(locator, 'value');
    if (typeof flagValue !== 'boolean') refuseEntry(key, `${path}.value must be a boolean`);
    return { flag, value: flagValue };
  });

  const locations = requireList(config, 'windowLocations', 'injectedConfig.windowLocations', key);
  const windowLocations = locations.map((item, index) => {
    const path = `injectedConfig.windowLocations[${index}]`;
    if (typeof item !== 'string' || !item.split('.').every(isSafeIdentifier)) {
      refuseEntry(
        key,
        `${path} must be a dotted path of identifiers without __proto__, prototype or constructor`,
      );
    }
    return item;
  });

  const result: { -readonly [K in keyof WalletBookInjectedConfig]: WalletBookInjectedConfig[K] } = {
    chain: 'solana',
    extensionLocators,
    windowLocations,
  };
  const standard = readOwn(config, 'walletStandard');
  if (standard !== undefined) {
    const path = 'injectedConfig.walletStandard';
    const record = requireRecord(standard, path, key);
    const name = requireString(record, 'name', `${path}.name`, key);
    const features = requireList(record, 'features', `${path}.features`, key).map((item, index) => {
      if (typeof item !== 'string' || !FEATURE_PATTERN.test(item)) {
        refuseEntry(
          key,
          `${path}.features[${index}] must be a feature name such as 'standard:connect'`,
        );
      }
      return item;
    });
    result.walletStandard = { name, features };
  }
  return result;
}
