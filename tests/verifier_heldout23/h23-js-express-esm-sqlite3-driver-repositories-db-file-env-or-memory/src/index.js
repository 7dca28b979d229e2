import express from 'express';
import { migrate } from './db/connection.js';
import { usersRouter } from './routes/users.js';
import { articlesRouter } from './routes/articles.js';
import { ApiError } from './lib/errors.js';

// Express 4 does not catch rejected promises from async handlers.
const asyncSafe = (router) => {
  for (const layer of router.stack) {
    for (const l of layer.route?.stack ?? []) {
      const fn = l.handle;
      l.handle = (req, res, next) => Promise.resolve(fn(req, res, next)).catch(next);
    }
  }
  return router;
};

await migrate();

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', asyncSafe(usersRouter), asyncSafe(articlesRouter));
app.use((err, req, res, next) => {
  if (err instanceof ApiError) return res.status(err.status).json({ errors: err.errors });
  console.error(err);
  return res.status(500).json({ errors: { body: ['internal error'] } });
});

app.listen(3000, () => console.log('Conduit listening on :3000'));
