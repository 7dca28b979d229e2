import { Router, Request, Response, NextFunction } from 'express';
import { AuthService } from '../services/auth-service';

export function usersRoutes(auth: AuthService) {
  const r = Router();
  r.post('/users', async (req: Request, res: Response, next: NextFunction) => {
    try { res.status(201).json({ user: await auth.register(req.body?.user ?? {}) }); } catch (e) { next(e); }
  });
  r.post('/users/login', async (req: Request, res: Response, next: NextFunction) => {
    try { res.json({ user: await auth.login(req.body?.user ?? {}) }); } catch (e) { next(e); }
  });
  return r;
}
