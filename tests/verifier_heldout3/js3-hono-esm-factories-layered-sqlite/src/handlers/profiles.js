import { Hono } from 'hono';
import { NotFound } from '../use-cases/profiles.js';

export function profileHandlers({ profiles, auth }) {
  const app = new Hono();
  app.onError((err, c) => (err instanceof NotFound ? c.json({ errors: { body: [err.message] } }, 404) : c.json({ errors: { body: [err.message] } }, 500)));
  app.get('/:username', auth.optional, async (c) => c.json({ profile: await profiles.view(c.req.param('username'), c.get('userId')) }));
  app.post('/:username/follow', auth.required, async (c) => c.json({ profile: await profiles.follow(c.req.param('username'), c.get('userId')) }));
  app.delete('/:username/follow', auth.required, async (c) => c.json({ profile: await profiles.unfollow(c.req.param('username'), c.get('userId')) }));
  return app;
}
