import express from 'express';
import { sequelize, waitForDatabase } from './lib/db.js';
import { articles } from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'up' }));
app.use('/api', articles);

await waitForDatabase();
await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
