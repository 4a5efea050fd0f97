import { afterEach, expect, it } from 'vitest';
import { healthRoute } from '../health/health-route.js';
import { type RunningHttpServer, startHttpServer } from './start-http-server.js';

let server: RunningHttpServer | undefined;
afterEach(() => server?.close());

it('echoes the caller origin with credentials allowed, so cookie requests from a page work', async () => {
  server = await startHttpServer({ host: '127.0.0.1', port: 0, routes: [healthRoute] });
  const preflight = await fetch(`${server.url}/health`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://127.0.0.1:5173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  expect(preflight.headers.get('vary')).toBe('Origin');
  const plain = await fetch(`${server.url}/health`);
  expect(plain.headers.get('access-control-allow-origin')).toBe('*');
  expect(plain.headers.get('access-control-allow-credentials')).toBeNull();
});
