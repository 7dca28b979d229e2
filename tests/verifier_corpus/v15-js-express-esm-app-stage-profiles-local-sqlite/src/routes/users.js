import crypto from 'node:crypto';
import { Router } from 'express';
import { User } from '../models/index.js';

export const users = Router();

const hash = (password) => crypto.createHash('sha256').update(password).digest('hex');
const token = (user) => Buffer.from(`${user.id}:${process.env.JWT_SECRET}`).toString('base64url');
const present = (user) => ({ email: user.email, username: user.username, bio: user.bio, image: user.image, token: token(user) });

users.post('/users', async (req, res, next) => {
  try {
    const { username, email, password } = req.body.user ?? {};
    if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
    const user = await User.create({ username, email, password: hash(password) });
    return res.status(201).json({ user: present(user) });
  } catch (err) {
    return next(err);
  }
});

users.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user ?? {};
    const user = await User.findOne({ where: { email: email ?? '' } });
    if (!user || user.password !== hash(password ?? '')) return res.status(401).json({ errors: { credentials: ['invalid'] } });
    return res.json({ user: present(user) });
  } catch (err) {
    return next(err);
  }
});
