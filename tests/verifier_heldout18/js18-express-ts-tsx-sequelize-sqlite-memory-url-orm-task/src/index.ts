import express from 'express';
import { sequelize } from './db';
import { articles } from './routes/articles';
import './models';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.status(200).json({ ok: true }); });
app.use('/api', articles);

async function main() {
  await sequelize.sync();
  app.listen(3000, () => console.log('http://localhost:3000/api'));
}
main();
