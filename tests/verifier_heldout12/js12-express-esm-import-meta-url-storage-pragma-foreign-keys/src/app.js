import express from 'express';
import 'express-async-errors';
import { connect } from './db.js';
import { comments } from './handlers/comments.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).json({ status: 'up' }));
app.use('/api', comments);
app.use((err, _req, res, _next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

await connect();
app.listen(3000, () => console.log('conduit listening on 3000'));
