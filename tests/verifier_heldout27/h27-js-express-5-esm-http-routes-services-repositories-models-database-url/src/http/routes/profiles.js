import { Router } from 'express';
import { authenticate } from '../middleware/auth.js';

export function profilesRouter({ userService, profileService }) {
  const router = Router();
  router.get('/profiles/:username', authenticate(userService, { required: false }), async (req, res) => {
    res.json({ profile: await profileService.get(req.params.username, req.userId) });
  });
  router.post('/profiles/:username/follow', authenticate(userService, { required: true }), async (req, res) => {
    res.json({ profile: await profileService.follow(req.params.username, req.userId) });
  });
  router.delete('/profiles/:username/follow', authenticate(userService, { required: true }), async (req, res) => {
    res.json({ profile: await profileService.unfollow(req.params.username, req.userId) });
  });
  return router;
}
