import { Hono } from 'hono';
import { profiles } from './profiles.js';

export const api = new Hono();
api.get('/health-check', (c) => c.json({ status: 'ok' }));
api.route('/', profiles);
