// A Hono backend: every /api route needs a signed-in user.
import { type LatchkeySessionEnv, latchkeySession } from '@latchkey/server/verify';
import { Hono } from 'hono';

const app = new Hono<LatchkeySessionEnv>();
app.use('/api/*', latchkeySession({ issuer: 'https://auth.acme.example', audience: 'env_acme' }));
app.get('/api/me', (c) => c.json({ userId: c.var.session.userId }));

export default app;
