import { Hono } from 'hono';
import * as accounts from '../services/accounts.js';
import * as profiles from '../services/profiles.js';
import { NotFound } from '../models/profile.js';

export const api = new Hono();

api.use('*', async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  if (header.startsWith('Token ')) {
    try {
      c.set('userId', await accounts.identify(header.slice(6)));
    } catch {
      return c.json({ errors: { token: ['invalid'] } }, 401);
    }
  }
  await next();
});

const needUser = async (c, next) => (c.get('userId') ? next() : c.json({ errors: { token: ['required'] } }, 401));

api.onError((err, c) => (err instanceof NotFound ? c.json({ errors: { profile: [err.message] } }, 404) : c.json({ errors: { body: [err.message] } }, 500)));

api.get('/health-check', (c) => c.text('ok'));

const userBody = async (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: await accounts.issue(u) } });

api.post('/users', async (c) => c.json(await userBody(await accounts.register((await c.req.json()).user)), 201));
api.post('/users/login', async (c) => {
  const user = await accounts.login((await c.req.json()).user);
  return user ? c.json(await userBody(user)) : c.json({ errors: { credentials: ['invalid'] } }, 401);
});

api.get('/profiles/:username', async (c) => c.json({ profile: await profiles.view(c.req.param('username'), c.get('userId')) }));
api.post('/profiles/:username/follow', needUser, async (c) =>
  c.json({ profile: await profiles.setFollowing(c.req.param('username'), c.get('userId'), true) }));
api.delete('/profiles/:username/follow', needUser, async (c) =>
  c.json({ profile: await profiles.setFollowing(c.req.param('username'), c.get('userId'), false) }));
