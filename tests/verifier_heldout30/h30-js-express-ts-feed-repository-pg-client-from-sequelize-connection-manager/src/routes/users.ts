import { Router } from 'express';
import { userService } from '../services/userService';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await userService.register(req.body.user) });
  } catch (e) {
    next(e);
  }
});

usersRouter.post('/users/login', async (req, res, next) => {
  try {
    res.json({ user: await userService.login(req.body.user) });
  } catch (e) {
    next(e);
  }
});
