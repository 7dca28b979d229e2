import express from 'express';
import { sequelize } from './models/index';
import { articlesRouter } from './routes/articles';
import { profilesRouter } from './routes/profiles';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.sendStatus(200); });
app.use('/api/articles', articlesRouter);
app.use('/api/profiles', profilesRouter);

await sequelize.sync();
app.listen(3000);
