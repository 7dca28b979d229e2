import { Router } from 'express';
import { profileService } from '../services/profile.service';

export const profilesRouter = Router();
profilesRouter.get('/:username', async (req, res) => {
  const profile = await profileService.byUsername(req.params.username);
  if (!profile) { res.sendStatus(404); return; }
  res.json({ profile });
});
