import { Router, type NextFunction, type Request, type Response } from 'express';
import * as users from '../services/user.service';
import * as comments from '../services/comment.service';
import { requireAuth } from '../middlewares/auth';

const wrap = (fn: (req: Request, res: Response) => Promise<unknown>) =>
  (req: Request, res: Response, next: NextFunction) => fn(req, res).catch(next);

export const api = Router();

api.get('/health-check', (_req, res) => { res.json({ status: 'ok' }); });
api.post('/users', wrap(async (req, res) => { res.status(201).json({ user: await users.register(req.body.user) }); }));
api.post('/users/login', wrap(async (req, res) => {
  res.json({ user: await users.login(req.body.user?.email, req.body.user?.password) });
}));
api.get('/profiles/:username', wrap(async (req, res) => { res.json({ profile: await users.profile(req.params.username) }); }));
api.get('/articles/:slug/comments', wrap(async (req, res) => { res.json({ comments: await comments.list(req.params.slug) }); }));
api.post('/articles/:slug/comments', requireAuth, wrap(async (req, res) => {
  res.json({ comment: await comments.add(req.params.slug, res.locals.userId, req.body.comment?.body) });
}));
api.delete('/articles/:slug/comments/:id', requireAuth, wrap(async (req, res) => {
  await comments.remove(Number(req.params.id), res.locals.userId);
  res.status(204).end();
}));
