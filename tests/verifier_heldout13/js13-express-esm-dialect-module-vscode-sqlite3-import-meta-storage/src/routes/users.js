import { Router } from 'express';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../db/models.js';

export const SECRET = process.env.JWT_SECRET ?? 'conduit';
const router = Router();

const view = (u) => ({
  email: u.email,
  username: u.username,
  bio: u.bio ?? null,
  image: u.image ?? null,
  token: jwt.sign({ id: u.id }, SECRET),
});

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body?.user ?? {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ["can't be blank"] } });
  if (await User.findOne({ where: { email } })) return res.status(409).json({ errors: { email: ['taken'] } });
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 8) });
  res.status(201).json({ user: view(user) });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body?.user ?? {};
  const user = await User.findOne({ where: { email: email ?? '' } });
  if (!user || !(await bcrypt.compare(password ?? '', user.password))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json({ user: view(user) });
});

export default router;
