import { Router } from 'express';
import { authService } from '../services/auth.service';
import { requireUser } from '../http/auth';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res, next) => {
  try { res.status(201).json({ user: await authService.register(req.body.user) }); } catch (e) { next(e); }
});
usersRouter.post('/users/login', async (req, res, next) => {
  try { res.json({ user: await authService.login(req.body.user?.email, req.body.user?.password) }); } catch (e) { next(e); }
});
usersRouter.get('/user', requireUser, async (_req, res, next) => {
  try { res.json({ user: await authService.current(res.locals.userId) }); } catch (e) { next(e); }
});
