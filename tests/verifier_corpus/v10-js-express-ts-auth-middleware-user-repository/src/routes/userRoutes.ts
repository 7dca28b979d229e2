import { Router } from 'express';
import { authMiddleware } from '../middleware/authMiddleware';
import { toUserJson, userService } from '../services/userService';

export const userRoutes = Router();

userRoutes.post('/users', async (req, res) => {
  try {
    const { username, email } = req.body.user ?? {};
    res.status(201).json({ user: await userService.register(username, email) });
  } catch (err) {
    res.status(422).json({ errors: { body: [(err as Error).message] } });
  }
});

userRoutes.get('/user', authMiddleware, (req, res) => {
  res.json({ user: toUserJson(req.user!) });
});

userRoutes.put('/user', authMiddleware, async (req, res) => {
  res.json({ user: await userService.updateProfile(req.user!, req.body.user ?? {}) });
});
