import { Router } from 'express';
import { User } from '../models/user.js';
import { follow, isFollowing, unfollow } from '../stores/social.js';

export const profiles = Router();

const present = (user, viewer) => ({
  username: user.username, bio: user.bio ?? null, image: user.image ?? null,
  following: viewer ? isFollowing(viewer, user.username) : false,
});

profiles.get('/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  return res.json({ profile: present(user, req.get('X-User')) });
});

profiles.post('/profiles/:username/follow', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  await follow(req.get('X-User'), user.username);
  return res.json({ profile: present(user, req.get('X-User')) });
});

profiles.delete('/profiles/:username/follow', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  await unfollow(req.get('X-User'), user.username);
  return res.json({ profile: present(user, req.get('X-User')) });
});
