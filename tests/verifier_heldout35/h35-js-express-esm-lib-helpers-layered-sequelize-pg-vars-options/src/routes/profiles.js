import { Router } from 'express';
import * as profileService from '../services/profileService.js';
import { userIdFromHeader } from '../lib/auth.js';
import { AppError } from '../lib/errors.js';

const router = Router();
const wrap = (fn) => (req, res, next) => fn(req, res).catch(next);
const requireUser = (req) => {
  const id = userIdFromHeader(req.get('authorization'));
  if (!id) throw new AppError(401, 'unauthorized');
  return id;
};

router.get('/:username', wrap(async (req, res) => {
  res.json({ profile: await profileService.getProfile(req.params.username, userIdFromHeader(req.get('authorization'))) });
}));
router.post('/:username/follow', wrap(async (req, res) => {
  res.json({ profile: await profileService.followUser(req.params.username, requireUser(req)) });
}));
router.delete('/:username/follow', wrap(async (req, res) => {
  res.json({ profile: await profileService.unfollowUser(req.params.username, requireUser(req)) });
}));

export default router;
