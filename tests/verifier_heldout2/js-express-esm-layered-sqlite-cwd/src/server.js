import express from 'express';
import { sequelize } from './models/index.js';
import { usersRouter } from './routes/users.js';
import { articlesRouter } from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', usersRouter);
app.use('/api/articles', articlesRouter);

await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
