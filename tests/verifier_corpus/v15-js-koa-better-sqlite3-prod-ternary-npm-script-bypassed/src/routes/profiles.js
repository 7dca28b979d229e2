const Router = require('@koa/router');
const db = require('../db/connection');

const router = new Router();

const byUsername = db.prepare('SELECT id, username, bio, image FROM users WHERE username = ?');
const isFollowing = db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND following_id = ?');
const follow = db.prepare('INSERT OR IGNORE INTO follows (follower_id, following_id) VALUES (?, ?)');
const unfollow = db.prepare('DELETE FROM follows WHERE follower_id = ? AND following_id = ?');

function viewerId(ctx) {
  const id = Number(ctx.get('x-user-id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function profile(user, viewer) {
  return {
    username: user.username,
    bio: user.bio,
    image: user.image,
    following: viewer ? Boolean(isFollowing.get(viewer, user.id)) : false,
  };
}

router.get('/profiles/:username', (ctx) => {
  const user = byUsername.get(ctx.params.username);
  if (!user) ctx.throw(404, 'profile not found');
  ctx.body = { profile: profile(user, viewerId(ctx)) };
});

router.post('/profiles/:username/follow', (ctx) => {
  const viewer = viewerId(ctx);
  if (!viewer) ctx.throw(401);
  const user = byUsername.get(ctx.params.username);
  if (!user) ctx.throw(404, 'profile not found');
  follow.run(viewer, user.id);
  ctx.body = { profile: profile(user, viewer) };
});

router.delete('/profiles/:username/follow', (ctx) => {
  const viewer = viewerId(ctx);
  if (!viewer) ctx.throw(401);
  const user = byUsername.get(ctx.params.username);
  if (!user) ctx.throw(404, 'profile not found');
  unfollow.run(viewer, user.id);
  ctx.body = { profile: profile(user, viewer) };
});

module.exports = router;
