import { Hono } from 'hono';
import { NotFoundError, profileService, sessionService } from '../services/index.js';

export const profiles = new Hono();

const viewer = (auth?: string) => sessionService.read(auth?.replace(/^(Token|Bearer) /, ''));

profiles.get('/profiles/:username', async (c) => {
  try {
    return c.json({ profile: await profileService.get(c.req.param('username'), viewer(c.req.header('Authorization'))) });
  } catch (e) {
    if (e instanceof NotFoundError) return c.json({ errors: { profile: ['not found'] } }, 404);
    throw e;
  }
});

profiles.post('/profiles/:username/follow', async (c) => {
  const me = viewer(c.req.header('Authorization'));
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ profile: await profileService.follow(c.req.param('username'), me) });
});

profiles.delete('/profiles/:username/follow', async (c) => {
  const me = viewer(c.req.header('Authorization'));
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ profile: await profileService.unfollow(c.req.param('username'), me) });
});
