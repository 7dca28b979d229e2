import { Router } from 'express';
import { healthService } from '../services/health-service.js';

export const healthRouter = Router();

healthRouter.get('/health-check', async (req, res) => {
  const status = await healthService.status();
  res.status(status.ok ? 200 : 503).json(status);
});
