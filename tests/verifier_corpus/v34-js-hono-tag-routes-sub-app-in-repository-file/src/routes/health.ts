import { Hono } from 'hono';

export const healthRoutes = new Hono().get('/health-check', (c) => c.json({ status: 'ok' }));
