import { SERVER_VARIABLES } from './server-variables.js';

/**
 * What `latchkey-server --help` prints: usage, then every variable with its default and an
 * example.
 *
 * @example
 * ```ts
 * console.log(formatServerHelp());
 * ```
 */
export function formatServerHelp(): string {
  const lines = [
    'Usage: latchkey-server [--help | --new-session-key]',
    '',
    "Latchkey's product server (embedded wallets, email login, fee sponsorship), configured by",
    'environment variables:',
    '',
  ];
  for (const variable of SERVER_VARIABLES) {
    lines.push(`  ${variable.name}`, `      ${variable.meaning}`);
    const facts = [
      variable.defaultValue === undefined ? undefined : `default: ${variable.defaultValue}`,
      `example: ${variable.example}`,
    ].filter(Boolean);
    lines.push(`      ${facts.join('; ')}`);
  }
  lines.push(
    '',
    'Embedded wallets need LATCHKEY_ORGANIZATION_ID and both API key halves; sponsorship needs',
    'LATCHKEY_FEE_PAYER_KEY and LATCHKEY_RPC_URL. Each setting is checked at start.',
    '`latchkey-server --new-session-key` prints a new key set for LATCHKEY_SESSION_KEYS.',
  );
  return lines.join('\n');
}
