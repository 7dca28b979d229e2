import { Router } from 'express';
import * as userService from '@/services/userService';
import { findByUsername } from '@repos/userRepository';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res) => {
  const user = await userService.register(req.body.user.username, req.body.user.email);
  res.status(201).json({ user: { username: user.username, email: user.email } });
});

usersRouter.get('/profiles/:username', async (req, res) => {
  const user = await findByUsername(req.params.username);
  if (!user) {
    res.status(404).json({ errors: { body: ['not found'] } });
    return;
  }
  res.json({ profile: { username: user.username } });
});
