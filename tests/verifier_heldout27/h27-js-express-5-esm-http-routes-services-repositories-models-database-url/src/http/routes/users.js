import { Router } from 'express';
import { authenticate } from '../middleware/auth.js';

export function usersRouter({ userService }) {
  const router = Router();
  router.post('/users', async (req, res) => {
    res.status(201).json({ user: await userService.register(req.body?.user ?? {}) });
  });
  router.post('/users/login', async (req, res) => {
    res.json({ user: await userService.login(req.body?.user ?? {}) });
  });
  router.get('/user', authenticate(userService, { required: true }), async (req, res) => {
    res.json({ user: await userService.current(req.userId) });
  });
  router.put('/user', authenticate(userService, { required: true }), async (req, res) => {
    res.json({ user: await userService.update(req.userId, req.body?.user ?? {}) });
  });
  return router;
}
