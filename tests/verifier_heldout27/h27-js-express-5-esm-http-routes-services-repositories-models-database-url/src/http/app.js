import express from 'express';
import { usersRouter } from './routes/users.js';
import { profilesRouter } from './routes/profiles.js';
import { articlesRouter } from './routes/articles.js';

export function buildApp(services) {
  const app = express();
  app.use(express.json());

  const api = express.Router();
  api.get('/health-check', (_req, res) => res.json({ status: 'ok' }));
  api.use(usersRouter(services));
  api.use(profilesRouter(services));
  api.use(articlesRouter(services));
  app.use('/api', api);

  // Express 5 forwards rejected promises from async handlers here.
  app.use((err, _req, res, _next) => {
    if (err.status && err.errors) return res.status(err.status).json({ errors: err.errors });
    console.error(err);
    return res.status(500).json({ errors: { server: ['unexpected error'] } });
  });
  return app;
}
