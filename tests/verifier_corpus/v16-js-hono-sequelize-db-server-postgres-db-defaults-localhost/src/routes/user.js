import { Hono } from 'hono';
import { User } from '../db/index.js';

export const user = new Hono();

user.get('/', async (c) => {
  const id = Number(c.req.header('x-user-id'));
  const found = id ? await User.findByPk(id) : null;
  if (!found) return c.json({ errors: { user: ['not authenticated'] } }, 401);
  return c.json({ user: { username: found.username, email: found.email, bio: found.bio, image: found.image } });
});

user.put('/', async (c) => {
  const id = Number(c.req.header('x-user-id'));
  const found = id ? await User.findByPk(id) : null;
  if (!found) return c.json({ errors: { user: ['not authenticated'] } }, 401);
  const { user: changes = {} } = await c.req.json();
  await found.update(changes);
  return c.json({ user: { username: found.username, email: found.email, bio: found.bio, image: found.image } });
});
