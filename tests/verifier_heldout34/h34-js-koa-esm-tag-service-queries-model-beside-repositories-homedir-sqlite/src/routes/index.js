import Router from '@koa/router';
import { getArticle, createArticle } from '../services/articleService.js';
import { allTags } from '../services/tagService.js';

export const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await allTags() }; });
router.get('/articles/:slug', async (ctx) => {
  const article = await getArticle(ctx.params.slug);
  ctx.status = article ? 200 : 404;
  ctx.body = article ? { article } : { errors: { article: ['not found'] } };
});
router.post('/articles', async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await createArticle(ctx.request.body.article) };
});
