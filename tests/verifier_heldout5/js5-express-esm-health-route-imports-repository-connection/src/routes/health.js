import { Router } from 'express';
import { sequelize } from '../repositories/connection.js';

export const health = Router();

// Ready only when the database answers.
health.get('/health-check', async (req, res) => {
  try {
    await sequelize.authenticate();
    res.json({ status: 'ok' });
  } catch {
    res.status(503).json({ status: 'database unavailable' });
  }
});
