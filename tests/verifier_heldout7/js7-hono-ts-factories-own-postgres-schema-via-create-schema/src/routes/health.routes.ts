import { Hono } from 'hono';

export function healthRoutes() {
  return new Hono().get('/health-check', (c) => c.json({ status: 'ok' }));
}
