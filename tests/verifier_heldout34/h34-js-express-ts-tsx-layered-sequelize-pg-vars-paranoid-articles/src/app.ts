import express from 'express';
import { articlesRouter } from './routes/articles';

export function createApp() {
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => { res.status(200).json({ status: 'ok' }); });
  app.use('/api/articles', articlesRouter);
  return app;
}
