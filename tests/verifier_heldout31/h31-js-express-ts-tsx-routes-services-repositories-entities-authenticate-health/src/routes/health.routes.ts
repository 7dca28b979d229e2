import { Router } from 'express';
import { HealthService } from '../services/health.service.js';

export function healthRouter(service: HealthService): Router {
  const router = Router();
  router.get('/health-check', async (_req, res) => {
    res.status((await service.ready()) ? 200 : 503).json({ status: 'ok' });
  });
  return router;
}
