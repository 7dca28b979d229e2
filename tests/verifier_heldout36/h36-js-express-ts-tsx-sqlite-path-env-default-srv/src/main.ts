import express from 'express';
import { sequelize } from './db';
import { commentsRouter } from './comments.router';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.status(200).send('ok'); });
app.use('/api', commentsRouter);

sequelize.sync().then(() => app.listen(3000, () => console.log('conduit on :3000')));
