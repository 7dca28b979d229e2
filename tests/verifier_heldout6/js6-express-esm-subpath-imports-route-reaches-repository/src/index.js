import express from 'express';
import { sequelize } from '#lib/db.js';
import { usersRouter } from '#routes/users.js';
import { profilesRouter } from '#routes/profiles.js';
import { articlesRouter } from '#routes/articles.js';

const app = express();
app.use(express.json());

const api = express.Router();
api.get('/health-check', (_req, res) => res.sendStatus(200));
api.use(usersRouter, profilesRouter, articlesRouter);
app.use('/api', api);

await sequelize.sync();
app.listen(3000, () => console.log('listening on http://localhost:3000'));
