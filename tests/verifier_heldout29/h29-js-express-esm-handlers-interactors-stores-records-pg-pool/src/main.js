import express from 'express';
import { ensureSchema } from './stores/pool.js';
import { accounts } from './handlers/accounts.js';
import { articles } from './handlers/articles.js';
import { errorHandler } from './handlers/http.js';

await ensureSchema();

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api', accounts, articles);
app.use(errorHandler);

app.listen(3000, () => console.log('conduit on :3000'));
