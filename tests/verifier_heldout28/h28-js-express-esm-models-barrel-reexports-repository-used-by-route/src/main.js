import express from 'express';
import { sequelize } from './models/index.js';
import { usersRouter } from './routes/users.js';
import { articlesRouter } from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).send('ok'));
app.use('/api', usersRouter, articlesRouter);
app.use((err, _req, res, _next) => res.status(err.status ?? 500).json({ errors: { body: [err.message] } }));

await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
