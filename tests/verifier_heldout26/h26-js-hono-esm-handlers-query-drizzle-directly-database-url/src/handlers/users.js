import { Hono } from 'hono';
import bcrypt from 'bcryptjs';
import { eq, or } from 'drizzle-orm';
import { db } from '../db/index.js';
import { users } from '../db/schema.js';
import { issueToken, auth } from '../lib/auth.js';

const view = async (u) => ({ email: u.email, token: await issueToken(u.id), username: u.username, bio: u.bio, image: u.image });

export const userHandlers = new Hono();

userHandlers.post('/users', async (c) => {
  const { user = {} } = await c.req.json();
  if (!user.email || !user.username || !user.password) return c.json({ errors: { body: ['missing fields'] } }, 422);
  const [taken] = await db.select({ id: users.id }).from(users)
    .where(or(eq(users.email, user.email), eq(users.username, user.username)));
  if (taken) return c.json({ errors: { body: ['already taken'] } }, 422);
  const [created] = await db.insert(users)
    .values({ email: user.email, username: user.username, password: await bcrypt.hash(user.password, 10) })
    .returning();
  return c.json({ user: await view(created) }, 201);
});

userHandlers.post('/users/login', async (c) => {
  const { user = {} } = await c.req.json();
  const [found] = await db.select().from(users).where(eq(users.email, user.email ?? ''));
  if (!found || !(await bcrypt.compare(user.password ?? '', found.password))) {
    return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  }
  return c.json({ user: await view(found) });
});

userHandlers.get('/user', auth(true), async (c) => {
  const [me] = await db.select().from(users).where(eq(users.id, c.get('userId')));
  return c.json({ user: await view(me) });
});
