const Router = require('@koa/router');
const { pool } = require('../data/pg');
const relations = require('../data/relations');
const { auth } = require('../auth');

const router = new Router();

async function userByName(ctx) {
  const { rows } = await pool.query('SELECT id, username, bio, image FROM users WHERE username = $1', [ctx.params.username]);
  if (!rows[0]) ctx.throw(404, 'profile not found');
  return rows[0];
}

const profile = (u, following) => ({ username: u.username, bio: u.bio, image: u.image, following });

router.get('/profiles/:username', auth(false), async (ctx) => {
  const user = await userByName(ctx);
  const following = ctx.state.userId ? await relations.isFollowing(ctx.state.userId, user.id) : false;
  ctx.body = { profile: profile(user, following) };
});

router.post('/profiles/:username/follow', auth(true), async (ctx) => {
  const user = await userByName(ctx);
  await relations.follow(ctx.state.userId, user.id);
  ctx.body = { profile: profile(user, true) };
});

router.delete('/profiles/:username/follow', auth(true), async (ctx) => {
  const user = await userByName(ctx);
  await relations.unfollow(ctx.state.userId, user.id);
  ctx.body = { profile: profile(user, false) };
});

module.exports = router;
