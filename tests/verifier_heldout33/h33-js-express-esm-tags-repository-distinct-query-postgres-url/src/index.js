import express from 'express';
import { sequelize } from './db.js';
import './models/index.js';
import tagsRouter from './routes/tags.js';
import articlesRouter from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).json({ ok: true }));
app.use('/api/tags', tagsRouter);
app.use('/api/articles', articlesRouter);

await sequelize.sync();
app.listen(3000, () => console.log('Conduit on :3000'));
