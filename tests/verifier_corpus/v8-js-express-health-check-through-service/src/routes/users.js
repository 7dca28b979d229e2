import { Router } from 'express';
import { userService } from '../services/user-service.js';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res) => {
  const result = await userService.register(req.body.user ?? {});
  if (result.error) return res.status(422).json({ errors: { body: [result.error] } });
  return res.status(201).json({ user: result.user });
});

usersRouter.post('/users/login', async (req, res) => {
  const result = await userService.login(req.body.user ?? {});
  if (result.error) return res.status(401).json({ errors: { body: [result.error] } });
  return res.json({ user: result.user });
});
