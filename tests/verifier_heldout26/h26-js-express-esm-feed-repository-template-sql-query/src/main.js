import express from 'express';
import { sequelize } from './db.js';
import './models/index.js';
import { router as users } from './routes/users.js';
import { router as articles } from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', users);
app.use('/api', articles);
app.use((err, _req, res, _next) => res.status(500).json({ errors: { body: [err.message] } }));

await sequelize.sync();
app.listen(3000, () => console.log('listening on :3000'));
