import express from 'express';
import { sequelize } from './db.js';
import './models/index.js';
import { articlesRouter } from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.json({ ok: true }); });
app.use('/api', articlesRouter);

await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
