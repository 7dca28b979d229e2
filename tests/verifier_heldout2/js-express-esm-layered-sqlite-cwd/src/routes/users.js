import { Router } from 'express';
import { register } from '../services/userService.js';

export const usersRouter = Router();

usersRouter.post('/users', async (req, res) => {
  try {
    res.status(201).json({ user: await register(req.body.user) });
  } catch (err) {
    res.status(err.status || 500).json({ errors: { body: [err.message] } });
  }
});
