import express from 'express';
import { connect } from './db/connection.js';
import './db/models.js';
import users from './routes/users.js';
import articles from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).send('ok'));
app.use('/api', users);
app.use('/api', articles);

await connect();
app.listen(3000, () => console.log('conduit listening on 3000'));
