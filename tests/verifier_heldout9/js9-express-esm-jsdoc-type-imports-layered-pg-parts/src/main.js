import express from 'express';
import { sequelize } from './models/index.js';
import { buildContainer } from './container.js';
import { articleRoutes } from './routes/articles.js';
import { NotFoundError } from './services/article-service.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', articleRoutes(buildContainer()));
app.use((err, _req, res, _next) => {
  if (err instanceof NotFoundError) return res.status(404).json({ errors: { body: [err.message] } });
  return res.status(500).json({ errors: { body: ['unexpected error'] } });
});

await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
