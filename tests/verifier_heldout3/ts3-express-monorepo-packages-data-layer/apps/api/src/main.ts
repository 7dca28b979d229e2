import express from 'express';
import { connect } from '@conduit/data';
import { comments } from './routes/comments.js';
import { users } from './routes/users.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api/users', users);
app.use('/api/articles/:slug/comments', comments);

await connect();
app.listen(3000, () => console.log('api on 3000'));
