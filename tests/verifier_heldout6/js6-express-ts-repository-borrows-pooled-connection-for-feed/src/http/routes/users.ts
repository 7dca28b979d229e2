import { Router } from 'express';
import type { AuthService } from '../../services/auth.service';

export function userRoutes(auth: AuthService): Router {
  const r = Router();
  r.post('/users', async (req, res) => {
    const { username, email, password } = req.body.user ?? {};
    res.status(201).json({ user: await auth.register(username, email, password) });
  });
  r.post('/users/login', async (req, res) => {
    const user = await auth.login(req.body.user?.email, req.body.user?.password);
    if (!user) return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
    res.json({ user });
  });
  return r;
}
