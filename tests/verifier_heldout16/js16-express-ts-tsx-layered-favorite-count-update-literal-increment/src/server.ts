import express from 'express';
import { sequelize } from './db.js';
import './models/article.js';
import './models/favorite.js';
import { favoritesRouter } from './routes/favorites.routes.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.sendStatus(200); });
app.use('/api', favoritesRouter);

await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
