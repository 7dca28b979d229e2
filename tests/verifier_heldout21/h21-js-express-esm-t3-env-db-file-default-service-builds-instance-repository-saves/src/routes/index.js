import { Router } from 'express';
import { commentsRouter } from './comments.js';

export const apiRouter = Router();
apiRouter.get('/health-check', (_req, res) => res.sendStatus(200));
apiRouter.use('/articles/:slug/comments', commentsRouter);
