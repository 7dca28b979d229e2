import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client.js';
import { follows, users } from '../db/schema.js';

export const profiles = new Hono<{ Variables: { userId?: number } }>();

profiles.get('/profiles/:username', async (c) => {
  const [user] = await db.select().from(users).where(eq(users.username, c.req.param('username')));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  const me = c.get('userId');
  const following = me
    ? (await db.select().from(follows).where(and(eq(follows.followerId, me), eq(follows.followingId, user.id)))).length > 0
    : false;
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following } });
});
