import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__TRANSACTION__FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { createLogger, type LogSink } from './logger.js';

function recordingSink() {
  const lines: Array<[keyof LogSink, unknown[]]> = [];
  const sink: LogSink = {
    debug: (...args) => lines.push(['debug', args]),
    info: (...args) => lines.push(['info', args]),
    warn: (...args) => lines.push(['warn', args]),
    error: (...args) => lines.push(['error', args]),
  };
  return { lines, sink };
}

describe('createLogger', () => {
  it('writes only at or above its level, with the prefix', () => {
    const { lines, sink } = recordingSink();
    const logger = createLogger({ level: 'info', sink });
    logger.debug('hidden');
    logger.info('shown', 1);
    logger.warn('careful');
    expect(lines).toEqual([
      ['info', ['[latchkey]', 'shown', 1]],
      ['warn', ['[latchkey]', 'careful']],
    ]);
  });

  it('logs nothing when silent', () => {
    const { lines, sink } = recordingSink();
    const logger = createLogger({ level: 'silent', sink });
    logger.error('boom', new Error('boom'));
    logger.warn('careful');
    expect(lines).toEqual([]);
  });

  it.each([
    'operation either timed out or was not allowed',
    'request is not allowed by the user agent...',
    'webauthn authenticator not found in organization or parent organization',
    'user cancelled the request',
  ])('logs the cancellation "%s" as a warning, never an error', (message) => {
    const { lines, sink } = recordingSink();
    const logger = createLogger({ sink });
    const error = new Error(message);
    logger.error('Passkey sign-in failed', error);
    logger.error(message);
    expect(lines.map(([level]) => level)).toEqual(['warn', 'warn']);
  });

  it('recognises a cancellation inside a browser sentence', () => {
    const { lines, sink } = recordingSink();
    const logger = createLogger({ sink });
    logger.error(
      'Passkey',
      new DOMException(
        'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.',
        'NotAllowedError',
      ),
    );
    expect(lines[0]?.[0]).toBe('warn');
  });

  it('logs real failures as errors', () => {
    const { lines, sink } = recordingSink();
    const logger = createLogger({ sink });
    const error = new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED);
    logger.error('Send failed', error);
    expect(lines).toEqual([['error', ['[latchkey]', 'Send failed', error]]]);
  });
});
