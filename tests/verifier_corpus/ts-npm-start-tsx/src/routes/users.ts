import { Router } from 'express';
import * as users from '../services/user-service.js';

function toProfile(user: { username: string; bio: string | null; image: string | null }) {
  return { username: user.username, bio: user.bio, image: user.image, following: false };
}

export const router = Router();

router.post('/users', async (req, res) => {
  try {
    const user = await users.register(req.body.user ?? {});
    res.status(201).json({ user: { username: user.username, email: user.email, bio: user.bio, image: user.image } });
  } catch (err) {
    if (!(err instanceof users.UsernameTaken)) throw err;
    res.status(409).json({ errors: { username: ['has already been taken'] } });
  }
});

router.get('/profiles/:username', async (req, res) => {
  const user = await users.profile(req.params.username);
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  return res.json({ profile: toProfile(user) });
});
