import express from 'express';
import { sequelize } from './models/index.js';
import profilesRouter from './routes/profiles.js';
import { errorHandler } from './lib/errors.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api/profiles', profilesRouter);
app.use(errorHandler);

await sequelize.sync();
app.listen(3000);
