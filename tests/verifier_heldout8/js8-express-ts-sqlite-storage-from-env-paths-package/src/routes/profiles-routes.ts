import { Router, Request, Response, NextFunction } from 'express';
import { AuthService } from '../services/auth-service';
import { ProfileService } from '../services/profile-service';

export function profilesRoutes(auth: AuthService, profiles: ProfileService) {
  const r = Router();
  const viewer = (req: Request) => {
    const token = req.headers.authorization?.replace(/^(Token|Bearer)\s+/, '');
    if (!token) return undefined;
    try { return auth.verify(token); } catch { return undefined; }
  };

  r.get('/profiles/:username', async (req: Request, res: Response, next: NextFunction) => {
    try { res.json({ profile: await profiles.get(req.params.username, viewer(req)) }); } catch (e) { next(e); }
  });
  r.post('/profiles/:username/follow', async (req: Request, res: Response, next: NextFunction) => {
    const id = viewer(req);
    if (!id) return res.status(401).json({ errors: { token: ['required'] } });
    try { res.json({ profile: await profiles.follow(id, req.params.username, true) }); } catch (e) { next(e); }
  });
  r.delete('/profiles/:username/follow', async (req: Request, res: Response, next: NextFunction) => {
    const id = viewer(req);
    if (!id) return res.status(401).json({ errors: { token: ['required'] } });
    try { res.json({ profile: await profiles.follow(id, req.params.username, false) }); } catch (e) { next(e); }
  });
  return r;
}
