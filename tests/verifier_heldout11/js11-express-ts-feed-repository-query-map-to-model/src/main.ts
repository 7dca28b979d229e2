import express from 'express';
import { sequelize } from './models';
import { articleRouter } from './routes/article.routes';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.status(200).json({ ok: true }); });
app.use('/api/articles', articleRouter);

sequelize.sync().then(() => app.listen(3000));
