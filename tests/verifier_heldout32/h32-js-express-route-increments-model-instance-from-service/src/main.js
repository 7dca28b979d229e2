import express from 'express';
import { sequelize } from './lib/sequelize.js';
import './models/Article.js';
import { favorites } from './routes/favorites.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', favorites);

await sequelize.sync();
app.listen(3000);
