import { Router } from 'express';
import { User } from '../models/user.js';

export const users = Router();

users.post('/users', async (req, res) => {
  const { username, email } = req.body.user ?? {};
  const user = await User.create({ username, email });
  res.status(201).json({ user: { username: user.username, email: user.email, bio: null, image: null } });
});
