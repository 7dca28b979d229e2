import { Hono } from 'hono';

export const health = new Hono().get('/health-check', (c) => c.json({ status: 'ok' }));
