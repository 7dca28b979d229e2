import express from 'express';
import { usersRouter } from '@/routes/users';

export const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', usersRouter);
