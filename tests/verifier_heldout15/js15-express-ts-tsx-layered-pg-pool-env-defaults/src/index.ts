import express from 'express';
import { createSchema } from './db/pool';
import { commentsRouter } from './routes/comments';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.status(200).json({ ok: true }); });
app.use('/api', commentsRouter);

createSchema().then(() => app.listen(3000, () => console.log('conduit :3000')));
