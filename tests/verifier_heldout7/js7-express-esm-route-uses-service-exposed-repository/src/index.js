import express from 'express';
import { sequelize } from './config/database.js';
import './models/index.js';
import { router as articles } from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', articles);
app.use((err, _req, res, _next) => {
  res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
});

await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
