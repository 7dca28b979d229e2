import express from 'express';
import { sequelize } from './models/sequelize.js';
import './models/Article.js';
import tags from './routes/tags.js';
import articles from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).json({ status: 'up' }));
app.use('/api', tags);
app.use('/api', articles);
app.use((err, _req, res, _next) => res.status(err.status ?? 500).json({ errors: { body: [err.message] } }));

await sequelize.sync();
app.listen(3000);
