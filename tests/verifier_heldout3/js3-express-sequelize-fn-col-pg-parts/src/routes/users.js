import { Router } from 'express';
import { login, register } from '../services/userService.js';

export const users = Router();

users.post('/', async (req, res) => {
  const result = await register(req.body.user ?? {});
  return result.error ? res.status(422).json({ errors: { body: [result.error] } }) : res.status(201).json(result);
});

users.post('/login', async (req, res) => {
  const user = await login(req.body.user ?? {});
  return user ? res.json({ user }) : res.status(401).json({ errors: { body: ['invalid credentials'] } });
});
