import Router from '@koa/router';
import jwt from 'jsonwebtoken';
import { db } from '../db.js';
import { config } from '../config.js';

export const profiles = new Router();

function viewerId(ctx) {
  const token = (ctx.get('Authorization') || '').replace(/^Token /, '');
  try { return jwt.verify(token, config.jwtSecret).id; } catch { return null; }
}

async function render(user, viewer) {
  const following = viewer
    ? Boolean(await db.get('SELECT 1 FROM follows WHERE follower_id = ? AND followed_id = ?', viewer, user.id))
    : false;
  return { profile: { username: user.username, bio: user.bio, image: user.image, following } };
}

profiles.get('/profiles/:username', async (ctx) => {
  const user = await db.get('SELECT * FROM users WHERE username = ?', ctx.params.username);
  if (!user) ctx.throw(404, 'profile not found');
  ctx.body = await render(user, viewerId(ctx));
});

profiles.post('/profiles/:username/follow', async (ctx) => {
  const viewer = viewerId(ctx);
  if (!viewer) ctx.throw(401, 'unauthorized');
  const user = await db.get('SELECT * FROM users WHERE username = ?', ctx.params.username);
  if (!user) ctx.throw(404, 'profile not found');
  await db.run('INSERT OR IGNORE INTO follows (follower_id, followed_id) VALUES (?, ?)', viewer, user.id);
  ctx.body = await render(user, viewer);
});
