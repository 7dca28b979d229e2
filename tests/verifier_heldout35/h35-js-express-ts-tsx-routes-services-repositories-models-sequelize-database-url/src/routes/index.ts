import { Router } from 'express';
import { usersRouter } from './users.js';
import { tagsRouter } from './tags.js';

export const apiRouter = Router();
apiRouter.get('/health-check', (_req, res) => res.status(200).json({ status: 'ok' }));
apiRouter.use(usersRouter);
apiRouter.use(tagsRouter);
