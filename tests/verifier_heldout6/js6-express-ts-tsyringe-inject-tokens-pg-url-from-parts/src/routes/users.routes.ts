import { Router } from 'express';
import { container } from 'tsyringe';
import { UserService } from '../services/user.service';
import { auth } from '../middleware/auth';

export function usersRouter(): Router {
  const router = Router();
  const service = container.resolve(UserService);

  router.post('/users', async (req, res, next) => {
    try {
      res.status(201).json({ user: await service.register(req.body.user ?? {}) });
    } catch (e) { next(e); }
  });

  router.post('/users/login', async (req, res, next) => {
    try {
      const { email, password } = req.body.user ?? {};
      res.json({ user: await service.login(email, password) });
    } catch (e) { next(e); }
  });

  router.get('/user', auth(true), async (req, res, next) => {
    try {
      res.json({ user: await service.current((req as any).userId) });
    } catch (e) { next(e); }
  });

  router.get('/profiles/:username', auth(false), async (req, res, next) => {
    try {
      res.json({ profile: await service.profile(req.params.username, (req as any).userId) });
    } catch (e) { next(e); }
  });

  return router;
}
