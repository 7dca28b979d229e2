import express from 'express';
import { articles } from './routes/articles.js';

export const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).send('ok'));
app.use('/api', articles);
