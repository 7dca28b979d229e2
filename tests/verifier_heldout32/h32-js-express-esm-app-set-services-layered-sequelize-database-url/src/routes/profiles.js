import { Router } from 'express';
import { NotFoundError } from '../services/profileService.js';

export const profilesRouter = Router();

function handle(fn) {
  return async (req, res) => {
    try {
      const profile = await fn(req.app.get('services').profiles, req);
      res.json({ profile });
    } catch (e) {
      if (e instanceof NotFoundError) return res.status(404).json({ errors: { profile: ['not found'] } });
      res.status(500).json({ errors: { body: [e.message] } });
    }
  };
}

profilesRouter.get('/profiles/:username', handle((s, req) => s.get(req.params.username, req.userId)));
profilesRouter.post('/profiles/:username/follow', handle((s, req) => s.follow(req.params.username, req.userId)));
profilesRouter.delete('/profiles/:username/follow', handle((s, req) => s.unfollow(req.params.username, req.userId)));
