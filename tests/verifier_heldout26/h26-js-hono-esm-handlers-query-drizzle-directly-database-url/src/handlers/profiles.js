import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { db } from '../db/index.js';
import { users, follows } from '../db/schema.js';
import { auth } from '../lib/auth.js';

export const profileHandlers = new Hono();

async function profile(username, viewerId) {
  const [u] = await db.select().from(users).where(eq(users.username, username));
  if (!u) return null;
  let following = false;
  if (viewerId) {
    const [f] = await db.select().from(follows)
      .where(and(eq(follows.followerId, viewerId), eq(follows.followingId, u.id)));
    following = Boolean(f);
  }
  return { id: u.id, username: u.username, bio: u.bio, image: u.image, following };
}

const strip = ({ id, ...p }) => p;

profileHandlers.get('/profiles/:username', auth(false), async (c) => {
  const p = await profile(c.req.param('username'), c.get('userId'));
  return p ? c.json({ profile: strip(p) }) : c.json({ errors: { body: ['not found'] } }, 404);
});

profileHandlers.post('/profiles/:username/follow', auth(true), async (c) => {
  const p = await profile(c.req.param('username'), c.get('userId'));
  if (!p) return c.json({ errors: { body: ['not found'] } }, 404);
  await db.insert(follows).values({ followerId: c.get('userId'), followingId: p.id }).onConflictDoNothing();
  return c.json({ profile: strip({ ...p, following: true }) });
});

profileHandlers.delete('/profiles/:username/follow', auth(true), async (c) => {
  const p = await profile(c.req.param('username'), c.get('userId'));
  if (!p) return c.json({ errors: { body: ['not found'] } }, 404);
  await db.delete(follows).where(and(eq(follows.followerId, c.get('userId')), eq(follows.followingId, p.id)));
  return c.json({ profile: strip({ ...p, following: false }) });
});
