import { Hono } from 'hono';
import { ProfileNotFound, profileService } from '../services/profileService.js';

export const profiles = new Hono();

const viewer = (c) => Number(c.req.header('x-user-id')) || null;

function guard(fn) {
  return (c) => {
    try {
      return c.json({ profile: fn(c) });
    } catch (err) {
      if (err instanceof ProfileNotFound) return c.json({ errors: { profile: ['not found'] } }, 404);
      throw err;
    }
  };
}

profiles.get('/profiles/:username', guard((c) => profileService.get(c.req.param('username'), viewer(c))));
profiles.post('/profiles/:username/follow', guard((c) => profileService.follow(c.req.param('username'), viewer(c))));
profiles.delete('/profiles/:username/follow', guard((c) => profileService.unfollow(c.req.param('username'), viewer(c))));
