const Router = require('@koa/router');
const commentService = require('../services/commentService');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/articles/:id/comments', async (ctx) => { ctx.body = { comments: await commentService.list(ctx.params.id) }; });
module.exports = router;
