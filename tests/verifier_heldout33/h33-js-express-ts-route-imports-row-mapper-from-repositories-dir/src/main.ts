import express from 'express';
import { initSchema } from './db/connection';
import { articleRouter } from './routes/article.routes';
import { tagRouter } from './routes/tag.routes';

initSchema();
const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.sendStatus(200); });
app.use('/api/articles', articleRouter);
app.use('/api/tags', tagRouter);
app.listen(3000);
