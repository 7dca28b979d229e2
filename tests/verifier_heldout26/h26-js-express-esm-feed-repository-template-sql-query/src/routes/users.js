import { Router } from 'express';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models/index.js';
import { SECRET, authenticate } from './auth.js';

export const router = Router();

const out = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio ?? null, image: u.image ?? null });

router.post('/users', async (req, res, next) => {
  try {
    const { email, username, password } = req.body.user ?? {};
    if (!email || !username || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
    if (await User.findOne({ where: { email } }) || await User.findOne({ where: { username } })) {
      return res.status(422).json({ errors: { body: ['already taken'] } });
    }
    const user = await User.create({ email, username, password: await bcrypt.hash(password, 10) });
    res.status(201).json({ user: out(user) });
  } catch (e) { next(e); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user ?? {};
    const user = await User.findOne({ where: { email: email ?? '' } });
    if (!user || !(await bcrypt.compare(password ?? '', user.password))) {
      return res.status(401).json({ errors: { body: ['invalid credentials'] } });
    }
    res.json({ user: out(user) });
  } catch (e) { next(e); }
});

router.get('/user', authenticate(true), async (req, res, next) => {
  try { res.json({ user: out(await User.findByPk(req.userId)) }); } catch (e) { next(e); }
});
