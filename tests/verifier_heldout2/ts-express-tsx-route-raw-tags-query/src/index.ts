import express from 'express';
import { sequelize } from './db';
import articles from './routes/articles';
import tags from './routes/tags';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.json({ ok: true }); });
app.use('/api/articles', articles);
app.use('/api/tags', tags);

sequelize.sync().then(() => app.listen(3000));
