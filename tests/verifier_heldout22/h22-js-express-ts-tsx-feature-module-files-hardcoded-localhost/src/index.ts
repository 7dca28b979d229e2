import express from 'express';
import { sequelize } from './database';
import { articlesRouter } from './modules/articles/articles.router';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api/articles', articlesRouter);

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
