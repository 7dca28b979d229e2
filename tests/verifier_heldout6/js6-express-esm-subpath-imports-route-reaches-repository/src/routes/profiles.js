import { Router } from 'express';
import { authenticate } from '#lib/jwt.js';
import { getProfile } from '#services/profile.service.js';
import { userRepository } from '#repositories/user.repository.js';
import { followRepository } from '#repositories/follow.repository.js';

export const profilesRouter = Router();

profilesRouter.get('/profiles/:username', authenticate({ optional: true }), async (req, res) => {
  const profile = await getProfile(req.params.username, req.userId);
  if (!profile) return res.status(404).json({ errors: { profile: ['not found'] } });
  res.json({ profile });
});

// follow / unfollow are one-liners, no need for a service round-trip
profilesRouter.post('/profiles/:username/follow', authenticate(), async (req, res) => {
  const target = await userRepository.byUsername(req.params.username);
  if (!target) return res.status(404).json({ errors: { profile: ['not found'] } });
  await followRepository.add(req.userId, target.id);
  res.json({ profile: await getProfile(target.username, req.userId) });
});

profilesRouter.delete('/profiles/:username/follow', authenticate(), async (req, res) => {
  const target = await userRepository.byUsername(req.params.username);
  if (!target) return res.status(404).json({ errors: { profile: ['not found'] } });
  await followRepository.remove(req.userId, target.id);
  res.json({ profile: await getProfile(target.username, req.userId) });
});
