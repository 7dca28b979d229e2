import { Router } from 'express';
import type { AuthService } from '../services/auth.service';
import { authMiddleware, AuthedRequest } from '../middleware/auth';

export function usersRouter(auth: AuthService): Router {
  const router = Router();
  const required = authMiddleware(auth, true);

  router.post('/users', async (req, res) => {
    res.status(201).json({ user: await auth.register(req.body?.user ?? {}) });
  });

  router.post('/users/login', async (req, res) => {
    res.json({ user: await auth.login(req.body?.user ?? {}) });
  });

  router.get('/user', required, async (req: AuthedRequest, res) => {
    res.json({ user: await auth.current(req.userId!) });
  });

  router.put('/user', required, async (req: AuthedRequest, res) => {
    res.json({ user: await auth.update(req.userId!, req.body?.user ?? {}) });
  });

  return router;
}
