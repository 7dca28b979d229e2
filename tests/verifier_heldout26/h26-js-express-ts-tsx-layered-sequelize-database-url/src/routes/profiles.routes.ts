import { Router } from 'express';
import type { AuthService } from '../services/auth.service';
import type { ProfileService } from '../services/profile.service';
import { authMiddleware, AuthedRequest } from '../middleware/auth';

export function profilesRouter(auth: AuthService, profiles: ProfileService): Router {
  const router = Router();

  router.get('/profiles/:username', authMiddleware(auth, false), async (req: AuthedRequest, res) => {
    res.json({ profile: await profiles.get(req.params.username, req.userId) });
  });

  router.post('/profiles/:username/follow', authMiddleware(auth, true), async (req: AuthedRequest, res) => {
    res.json({ profile: await profiles.follow(req.params.username, req.userId!) });
  });

  router.delete('/profiles/:username/follow', authMiddleware(auth, true), async (req: AuthedRequest, res) => {
    res.json({ profile: await profiles.unfollow(req.params.username, req.userId!) });
  });

  return router;
}
