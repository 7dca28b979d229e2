import express from 'express';
import { authenticate } from './middleware/auth.js';
import { userHandler } from './userHandler.js';
import { articleHandler } from './articleHandler.js';
import { tagHandler } from './tagHandler.js';

const wrap = (fn) => (req, res, next) => Promise.resolve(fn(req, res, next)).catch(next);

export function buildHttpApp(usecases, secret) {
  const app = express();
  app.use(express.json());

  const api = express.Router();
  const required = authenticate(secret);
  const optional = authenticate(secret, { optional: true });
  const users = userHandler(usecases.user);
  const articles = articleHandler(usecases.article);
  const tags = tagHandler(usecases.tag);

  api.get('/health-check', (_req, res) => res.json({ status: 'ok' }));
  api.post('/users', wrap(users.register));
  api.post('/users/login', wrap(users.login));
  api.get('/user', required, wrap(users.current));
  api.get('/articles', optional, wrap(articles.list));
  api.post('/articles', required, wrap(articles.create));
  api.get('/articles/:slug', optional, wrap(articles.get));
  api.post('/articles/:slug/favorite', required, wrap(articles.favorite));
  api.get('/tags', wrap(tags.list));

  app.use('/api', api);
  app.use((err, _req, res, _next) => {
    res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
  });
  return app;
}
