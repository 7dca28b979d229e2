import express from 'express';
import { config } from './config/index.js';
import { sequelize } from './models/index.js';
import { articles } from './routes/articles.js';
import { users } from './routes/users.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
app.use('/api/users', users);
app.use('/api/articles', articles);

await sequelize.sync();
app.listen(config.port, () => console.log(`listening on ${config.port}`));
