import { Router } from 'express';
import { requireUser } from '../middleware/currentUser';
import { loginUser, registerUser, toUserResponse } from '../services/userService';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await registerUser(req.body.user) });
  } catch (err) {
    next(err);
  }
});

usersRouter.post('/users/login', async (req, res, next) => {
  try {
    res.json({ user: await loginUser(req.body.user) });
  } catch (err) {
    next(err);
  }
});

usersRouter.get('/user', requireUser, (req, res) => {
  res.json({ user: toUserResponse(req.user!) });
});
