import { Router, type Request, type Response, type NextFunction } from 'express';
import jwt from 'jsonwebtoken';
import { ProfileNotFound, type ProfileService } from '../services/profile.service';

const viewer = (req: Request): number | undefined => {
  const token = req.header('authorization')?.replace(/^Token /, '');
  if (!token) return undefined;
  try { return (jwt.verify(token, process.env.JWT_SECRET ?? 'dev') as { id: number }).id; } catch { return undefined; }
};

export function profileRoutes(service: ProfileService): Router {
  const router = Router();
  const handle = (fn: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response, next: NextFunction) =>
    fn(req, res).catch((err) => (err instanceof ProfileNotFound ? res.status(404).json({ errors: { profile: ['not found'] } }) : next(err)));

  router.get('/profiles/:username', handle(async (req, res) => {
    res.json({ profile: await service.get(req.params.username, viewer(req)) });
  }));
  router.post('/profiles/:username/follow', handle(async (req, res) => {
    const id = viewer(req);
    if (!id) return res.status(401).json({ errors: { token: ['missing'] } });
    res.json({ profile: await service.follow(req.params.username, id, true) });
  }));
  router.delete('/profiles/:username/follow', handle(async (req, res) => {
    const id = viewer(req);
    if (!id) return res.status(401).json({ errors: { token: ['missing'] } });
    res.json({ profile: await service.follow(req.params.username, id, false) });
  }));
  return router;
}
