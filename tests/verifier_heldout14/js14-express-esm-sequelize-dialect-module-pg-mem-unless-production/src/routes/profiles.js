import { Router } from 'express';
import { profileService, NotFound } from '../services/profileService.js';
import { optionalAuth, requireAuth } from './auth.js';

export const profilesRouter = Router();

const handle = (fn) => async (req, res) => {
  try {
    res.json({ profile: await fn(req) });
  } catch (err) {
    if (err instanceof NotFound) return res.status(404).json({ errors: { profile: ['not found'] } });
    res.status(500).json({ errors: { body: [err.message] } });
  }
};

profilesRouter.get('/profiles/:username', optionalAuth, handle((req) => profileService.get(req.params.username, req.userId)));
profilesRouter.post('/profiles/:username/follow', requireAuth, handle((req) => profileService.follow(req.params.username, req.userId)));
profilesRouter.delete('/profiles/:username/follow', requireAuth, handle((req) => profileService.unfollow(req.params.username, req.userId)));
