import { Router } from 'express';
import { User } from '../models/index.js';

export const profiles = Router();

profiles.get('/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});
