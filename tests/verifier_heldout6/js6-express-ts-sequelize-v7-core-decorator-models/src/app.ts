import express from 'express';
import { sequelize } from './data/db.js';
import { articles } from './api/articles.js';
import { users } from './api/auth.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', users, articles);

await sequelize.sync();
app.listen(3000, () => console.log('Conduit (Sequelize 7) on :3000'));
