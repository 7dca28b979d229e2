const Router = require('@koa/router');
const { Follow } = require('../db/sequelize');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.post('/profiles/:id/follow', async (ctx) => {
  const followerId = Number(ctx.get('x-user-id'));
  const followingId = Number(ctx.params.id);
  await Follow.findOrCreate({ where: { followerId, followingId } });
  ctx.body = { profile: { id: followingId, following: true } };
});

router.delete('/profiles/:id/follow', async (ctx) => {
  await Follow.destroy({ where: { followerId: Number(ctx.get('x-user-id')), followingId: Number(ctx.params.id) } });
  ctx.body = { profile: { id: Number(ctx.params.id), following: false } };
});

module.exports = router;
