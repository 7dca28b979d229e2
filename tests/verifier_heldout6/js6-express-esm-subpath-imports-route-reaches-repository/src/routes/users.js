import { Router } from 'express';
import * as users from '#services/user.service.js';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res) => {
  const result = await users.register(req.body?.user ?? {});
  if (result.error) return res.status(422).json({ errors: result.error });
  res.status(201).json({ user: result.user });
});

usersRouter.post('/users/login', async (req, res) => {
  const result = await users.login(req.body?.user ?? {});
  if (result.error) return res.status(401).json({ errors: result.error });
  res.json({ user: result.user });
});
