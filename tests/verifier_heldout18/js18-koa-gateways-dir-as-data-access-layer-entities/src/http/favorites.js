const Router = require('@koa/router');
const favoriteArticle = require('../usecases/favoriteArticle');
const requireUser = require('./requireUser');

const router = new Router();
router.post('/articles/:slug/favorite', requireUser, async (ctx) => { ctx.body = { article: await favoriteArticle.favorite(ctx.params.slug, ctx.state.userId) }; });
router.delete('/articles/:slug/favorite', requireUser, async (ctx) => { ctx.body = { article: await favoriteArticle.unfavorite(ctx.params.slug, ctx.state.userId) }; });
module.exports = router;
