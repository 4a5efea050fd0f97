import { describe, expect, it } from 'vitest';
import { dispatchJsonRpc } from './json-rpc-dispatcher.js';
import { invalidParams } from './json-rpc-error.js';
import { serializeJson } from './serialize-json.js';

const methods: Record<string, (params: unknown) => unknown> = {
  echo: (params) => params,
  fails: () => {
    throw invalidParams('Invalid param: WrongSize');
  },
  crashes: () => {
    throw new TypeError('boom');
  },
  slow: async () => 'done',
};
const resolve = (method: string) => (Object.hasOwn(methods, method) ? methods[method] : undefined);

describe('dispatchJsonRpc', () => {
  it('answers a request with its id', async () => {
    expect(
      await dispatchJsonRpc('{"jsonrpc":"2.0","id":7,"method":"echo","params":[1]}', resolve),
    ).toEqual({ jsonrpc: '2.0', result: [1], id: 7 });
    expect(await dispatchJsonRpc('{"jsonrpc":"2.0","id":"a","method":"slow"}', resolve)).toEqual({
      jsonrpc: '2.0',
      result: 'done',
      id: 'a',
    });
  });

  it('maps failures to the JSON-RPC codes', async () => {
    const error = async (text: string) =>
      ((await dispatchJsonRpc(text, resolve)) as { error: { code: number } }).error.code;
    expect(await error('{not json')).toBe(-32700);
    expect(await error('[]')).toBe(-32600);
    expect(await error('42')).toBe(-32600);
    expect(await error('{"jsonrpc":"1.0","id":1,"method":"echo"}')).toBe(-32600);
    expect(await error('{"jsonrpc":"2.0","id":1,"method":7}')).toBe(-32600);
    expect(await error('{"jsonrpc":"2.0","id":1,"method":"echo","params":"x"}')).toBe(-32600);
    expect(await error('{"jsonrpc":"2.0","id":1,"method":"toString"}')).toBe(-32601);
    expect(await error('{"jsonrpc":"2.0","id":1,"method":"nope"}')).toBe(-32601);
    expect(await error('{"jsonrpc":"2.0","id":1,"method":"fails"}')).toBe(-32602);
    expect(await error('{"jsonrpc":"2.0","id":1,"method":"crashes"}')).toBe(-32603);
  });

  it('answers a batch in order, leaving out notifications', async () => {
    const calls: string[] = [];
    const response = await dispatchJsonRpc(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'echo', params: ['a'] },
        { jsonrpc: '2.0', method: 'echo', params: ['notified'] },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
        'garbage',
      ]),
      resolve,
      (method) => calls.push(method),
    );
    expect(response).toEqual([
      { jsonrpc: '2.0', result: ['a'], id: 1 },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 2 },
      { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null },
    ]);
    expect(calls).toEqual(['echo', 'echo', 'nope']);
    expect(await dispatchJsonRpc('{"jsonrpc":"2.0","method":"echo"}', resolve)).toBeUndefined();
  });
});

describe('serializeJson', () => {
  it('writes bigints as bare integers, beyond 2^53 too', () => {
    expect(serializeJson({ a: 18_446_744_073_709_551_615n, b: [1n, 'x'] })).toBe(
      '{"a":18446744073709551615,"b":[1,"x"]}',
    );
  });
});
