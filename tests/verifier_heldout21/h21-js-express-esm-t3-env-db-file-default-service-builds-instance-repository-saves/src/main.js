import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { env } from './env.js';
import { sequelize } from './models/index.js';
import { apiRouter } from './routes/index.js';

fs.mkdirSync(path.dirname(path.resolve(env.DB_FILE)), { recursive: true });
await sequelize.sync();

const app = express();
app.use(express.json());
app.use('/api', apiRouter);
app.listen(env.PORT, () => console.log(`listening on ${env.PORT}`));
