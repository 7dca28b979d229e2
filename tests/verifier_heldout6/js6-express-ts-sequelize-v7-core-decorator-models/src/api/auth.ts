import type { NextFunction, Request, Response } from 'express';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { Router } from 'express';
import { createUser, userByEmail } from '../data/users.js';

const SECRET = process.env.JWT_SECRET ?? 'sequelize7-conduit';

export function requireUser(req: Request, res: Response, next: NextFunction) {
  const token = req.headers.authorization?.split(' ')[1];
  try {
    res.locals.userId = (jwt.verify(token ?? '', SECRET) as { id: number }).id;
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

export const users = Router();

users.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user ?? {};
  const user = await createUser({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  res.status(201).json({ user: { username, email, bio: null, image: null, token: jwt.sign({ id: user.id }, SECRET) } });
});

users.post('/users/login', async (req, res) => {
  const user = await userByEmail(req.body.user?.email ?? '');
  if (!user || !(await bcrypt.compare(req.body.user?.password ?? '', user.passwordHash))) {
    return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
  }
  res.json({ user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token: jwt.sign({ id: user.id }, SECRET) } });
});
