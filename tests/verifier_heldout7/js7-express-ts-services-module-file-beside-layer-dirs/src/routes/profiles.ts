import { Router, Request } from 'express';
import { profileService, userService, HttpError } from '../services';

export const profilesRouter = Router();

function viewer(req: Request): number | undefined {
  const token = req.headers.authorization?.replace(/^Token /, '');
  return token ? userService.verify(token) : undefined;
}

profilesRouter.get('/profiles/:username', async (req, res, next) => {
  try {
    res.json({ profile: await profileService.get(req.params.username, viewer(req)) });
  } catch (e) {
    next(e);
  }
});

profilesRouter.post('/profiles/:username/follow', async (req, res, next) => {
  try {
    const id = viewer(req);
    if (!id) throw new HttpError(401, 'unauthorized');
    res.json({ profile: await profileService.follow(id, req.params.username) });
  } catch (e) {
    next(e);
  }
});
