// feature-file: profiles
import { Hono } from 'hono';
import { optionalAuth, requireAuth } from '../http/auth.js';
import * as profileService from '../services/profileService.js';

// The follow request's body carries nothing the operation needs, so it is never read.
export const profiles = new Hono()
  .get('/:username', optionalAuth, async (c) => {
    const profile = await profileService.get(c.req.param('username'), c.var.userId);
    return c.json({ profile });
  })
  .post('/:username/follow', requireAuth, async (c) => {
    const profile = await profileService.follow(c.var.userId, c.req.param('username'));
    return c.json({ profile });
  })
  .delete('/:username/follow', requireAuth, async (c) => {
    const profile = await profileService.unfollow(c.var.userId, c.req.param('username'));
    return c.json({ profile });
  });
