import express from 'express';
import { sequelize } from './config/database';
import './models';
import { articlesRouter } from './routes/articles';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => {
  res.status(200).json({ status: 'ok' });
});
app.use('/api', articlesRouter);

sequelize
  .sync()
  .then(() => app.listen(3000, () => console.log('API listening on port 3000')))
  .catch((err) => {
    console.error('failed to start', err);
    process.exit(1);
  });
