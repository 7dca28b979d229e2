const Router = require('@koa/router');
const comments = require('../controllers/comments');

const router = new Router({ prefix: '/api' });

router.use(async (ctx, next) => {
  ctx.state.userId = Number(ctx.get('x-user-id')) || null;
  await next();
});

router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.get('/articles/:slug/comments', comments.list);
router.post('/articles/:slug/comments', comments.create);
router.delete('/articles/:slug/comments/:id', comments.remove);

module.exports = router;
