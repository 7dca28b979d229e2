import express from 'express';
import { sequelize } from './db.js';
import { profileRouter } from './routes/profiles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.json({ status: 'ok' }); });
app.use('/api', profileRouter);

await sequelize.sync();
app.listen(3000);
