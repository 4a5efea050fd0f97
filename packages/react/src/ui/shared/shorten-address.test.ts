import { expect, it } from 'vitest';
import { shortenAddress } from './shorten-address.js';

it('keeps the ends of an address around an ellipsis', () => {
  expect(shortenAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…AWWM');
  expect(shortenAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 6)).toBe('9WzDXw…YtAWWM');
  expect(shortenAddress('short')).toBe('short');
});
