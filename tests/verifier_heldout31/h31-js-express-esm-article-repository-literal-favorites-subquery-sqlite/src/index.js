import express from 'express';
import { sequelize } from './db/connection.js';
import { articlesRouter } from './routes/articles.js';
import './models/index.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', articlesRouter);

await sequelize.sync();
app.listen(3000);
