import express from 'express';
import config from '#config';
import { sequelize } from './db.js';
import './models.js';
import users from './routes/users.js';
import articles from './routes/articles.js';
import tags from './routes/tags.js';

const app = express();
app.use(express.json());

const api = express.Router();
api.get('/health-check', (_req, res) => res.json({ status: 'ok' }));
api.use(users, articles, tags);
app.use('/api', api);

app.use((err, _req, res, _next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

await sequelize.sync();
app.listen(config.port, '0.0.0.0', () => console.log(`conduit listening on ${config.port}`));
