import { Router } from 'express';
import { userService, ServiceError } from '../services/userService.js';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res) => {
  try {
    res.status(201).json({ user: await userService.register(req.body.user) });
  } catch (e) {
    if (e instanceof ServiceError) return res.status(e.status).json({ errors: { body: [e.message] } });
    throw e;
  }
});

usersRouter.post('/users/login', async (req, res) => {
  try {
    res.json({ user: await userService.login(req.body.user.email, req.body.user.password) });
  } catch (e) {
    if (e instanceof ServiceError) return res.status(e.status).json({ errors: { body: [e.message] } });
    throw e;
  }
});
