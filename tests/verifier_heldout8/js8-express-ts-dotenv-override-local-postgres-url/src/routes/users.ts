import { Router } from 'express';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models';
import { config } from '../config';

export const users = Router();

const toAuth = (u: User) => ({
  email: u.email,
  username: u.username,
  bio: u.bio,
  image: u.image,
  token: jwt.sign({ id: u.id }, config.jwtSecret, { expiresIn: '7d' }),
});

users.post('/users', async (req, res) => {
  const { username, email, password } = req.body?.user ?? {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['invalid user'] } });
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10), bio: null, image: null });
  res.status(201).json({ user: toAuth(user) });
});

users.post('/users/login', async (req, res) => {
  const { email, password } = req.body?.user ?? {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password ?? '', user.password))) {
    return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
  }
  res.json({ user: toAuth(user) });
});
