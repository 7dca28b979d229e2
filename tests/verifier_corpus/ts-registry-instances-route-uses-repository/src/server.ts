import express from 'express';
import { sequelize } from './db.js';
import { articlesRouter } from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', articlesRouter);

await sequelize.sync();
app.listen(Number(process.env.PORT ?? 3000), '0.0.0.0');
