import express from 'express';
import { sequelize } from './database.js';
import './models/index.js';
import { router } from './routes/index.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', router);

await sequelize.authenticate();
await sequelize.sync();
app.listen(Number(process.env.PORT ?? 3000), '0.0.0.0');
