import { Router } from 'express';
import { register, login } from '../services/users.js';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await register(req.body.user) });
  } catch (e) {
    next(e);
  }
});

usersRouter.post('/users/login', async (req, res, next) => {
  try {
    res.json({ user: await login(req.body.user) });
  } catch (e) {
    next(e);
  }
});
