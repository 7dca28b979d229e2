import { Hono } from 'hono';
import { sequelize } from '../db.js';

export const health = new Hono();

health.get('/health-check', async (c) => {
  try {
    await sequelize.authenticate();
    return c.json({ status: 'ok' });
  } catch {
    return c.json({ status: 'database unavailable' }, 503);
  }
});
