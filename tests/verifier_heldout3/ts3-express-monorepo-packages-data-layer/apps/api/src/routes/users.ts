import { Router } from 'express';
import { authService } from '../services/authService.js';

export const users = Router();

users.post('/', async (req, res) => {
  const { username, email, password } = req.body.user ?? {};
  res.status(201).json({ user: await authService.register(username, email, password) });
});

users.post('/login', async (req, res) => {
  const user = await authService.login(req.body.user?.email, req.body.user?.password);
  return user ? res.json({ user }) : res.status(401).json({ errors: { body: ['invalid credentials'] } });
});
