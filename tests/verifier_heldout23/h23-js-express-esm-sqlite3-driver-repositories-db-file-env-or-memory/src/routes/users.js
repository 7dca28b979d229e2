import { Router } from 'express';
import { userService } from '../services/userService.js';
import { auth } from './middleware.js';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res) => res.status(201).json({ user: await userService.register(req.body.user) }));
usersRouter.post('/users/login', async (req, res) => res.json({ user: await userService.login(req.body.user) }));
usersRouter.get('/user', auth(true), async (req, res) => res.json({ user: await userService.current(req.userId) }));
usersRouter.put('/user', auth(true), async (req, res) => res.json({ user: await userService.update(req.userId, req.body.user) }));

usersRouter.get('/profiles/:username', auth(false), async (req, res) => {
  res.json({ profile: await userService.profile(req.params.username, req.userId) });
});
usersRouter.post('/profiles/:username/follow', auth(true), async (req, res) => {
  res.json({ profile: await userService.follow(req.params.username, req.userId, true) });
});
usersRouter.delete('/profiles/:username/follow', auth(true), async (req, res) => {
  res.json({ profile: await userService.follow(req.params.username, req.userId, false) });
});
