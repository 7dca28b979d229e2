import express from 'express';
import { sequelize } from './models/index.js';
import { articlesRouter } from './routes/articles.js';
import { usersRouter } from './routes/users.js';

const app = express();
app.use(express.json());

app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', usersRouter);
app.use('/api/articles', articlesRouter);

app.use((err, _req, res, _next) => {
  res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
});

await sequelize.sync();
app.listen(3000, () => console.log('listening on :3000'));
