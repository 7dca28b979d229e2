const Router = require('@koa/router');
const userService = require('../services/userService');
const articleService = require('../services/articleService');
const auth = require('../middleware/auth');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.post('/users', async (ctx) => { ctx.status = 201; ctx.body = { user: await userService.register(ctx.request.body.user) }; });
router.get('/user', auth, async (ctx) => { ctx.body = { user: await userService.current(ctx.state.userId) }; });
router.put('/user', auth, async (ctx) => { ctx.body = { user: await userService.update(ctx.state.userId, ctx.request.body.user) }; });
router.get('/articles/:slug', async (ctx) => { ctx.body = { article: await articleService.get(ctx.params.slug) }; });
module.exports = router;
