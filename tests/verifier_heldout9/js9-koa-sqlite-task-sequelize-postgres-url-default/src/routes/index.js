const Router = require('@koa/router');
const Tag = require('../models/tag');
const User = require('../models/user');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = 'ok'; });

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

router.get('/profiles/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) { ctx.status = 404; ctx.body = { errors: { profile: ['not found'] } }; return; }
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  const user = await User.create({ username, email, password });
  ctx.status = 201;
  ctx.body = { user: { username: user.username, email: user.email, bio: null, image: null, token: '' } };
});

module.exports = router;
