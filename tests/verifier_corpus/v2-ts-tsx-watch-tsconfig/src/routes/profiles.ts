import { Router } from 'express';
import { profileOf } from '../services/profileService.js';

export const profileRouter = Router();

profileRouter.get('/profiles/:username', async (req, res) => {
  const profile = await profileOf(req.params.username);
  if (!profile) { res.status(404).end(); return; }
  res.json({ profile });
});
