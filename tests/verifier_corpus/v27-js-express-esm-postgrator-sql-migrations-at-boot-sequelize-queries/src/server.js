import express from 'express';
import { runMigrations } from './db/migrate.js';
import { articlesRouter } from './routes/articles.js';

await runMigrations();

const app = express();
app.use(express.json());
app.get('/api/health', (req, res) => res.json({ status: 'ok' }));
app.use('/api', articlesRouter);

app.listen(3000, '0.0.0.0', () => console.log('Conduit listening on 3000'));
