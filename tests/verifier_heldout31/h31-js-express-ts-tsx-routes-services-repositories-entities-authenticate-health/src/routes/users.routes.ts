import { Router, type NextFunction, type Request, type Response } from 'express';
import { ServiceError, UserService } from '../services/user.service.js';

export function usersRouter(service: UserService): Router {
  const router = Router();

  const requireUser = (req: Request, res: Response, next: NextFunction) => {
    const [scheme, token] = (req.header('authorization') ?? '').split(' ');
    if (scheme !== 'Token' || !token) return res.status(401).json({ errors: { body: ['missing token'] } });
    try {
      res.locals.userId = service.verify(token);
      return next();
    } catch {
      return res.status(401).json({ errors: { body: ['invalid token'] } });
    }
  };

  router.post('/users', async (req, res, next) => {
    try {
      res.status(201).json({ user: await service.register(req.body.user) });
    } catch (e) { next(e); }
  });

  router.post('/users/login', async (req, res, next) => {
    try {
      res.json({ user: await service.login(req.body.user?.email, req.body.user?.password) });
    } catch (e) { next(e); }
  });

  router.get('/user', requireUser, async (req, res, next) => {
    try {
      res.json({ user: await service.current(res.locals.userId) });
    } catch (e) { next(e); }
  });

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (err instanceof ServiceError) return res.status(err.status).json({ errors: err.errors });
    return next(err);
  });

  return router;
}
