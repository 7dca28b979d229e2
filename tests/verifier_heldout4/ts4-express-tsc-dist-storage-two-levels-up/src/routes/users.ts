import { Router, Request, Response, NextFunction } from 'express';
import * as users from '../services/userService';

export const usersRouter = Router();

const handle = (fn: (req: Request, res: Response) => Promise<unknown>) =>
  (req: Request, res: Response, next: NextFunction) => { fn(req, res).catch(next); };

usersRouter.post('/users', handle(async (req, res) => {
  const { username, email, password } = req.body.user ?? {};
  res.status(201).json({ user: await users.register(username, email, password) });
}));

usersRouter.post('/users/login', handle(async (req, res) => {
  const { email, password } = req.body.user ?? {};
  res.json({ user: await users.login(email, password) });
}));

usersRouter.get('/user', handle(async (req, res) => {
  const token = (req.headers.authorization ?? '').split(' ')[1];
  if (!token) { res.status(401).json({ errors: { body: ['unauthorized'] } }); return; }
  res.json({ user: await users.current(token) });
}));
