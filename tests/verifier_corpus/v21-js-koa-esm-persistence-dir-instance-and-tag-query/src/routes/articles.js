import Router from '@koa/router';
import { getArticle, listArticles } from '../services/articleService.js';

export const articlesRouter = new Router({ prefix: '/api/articles' });

articlesRouter.get('/', async (ctx) => {
  ctx.body = await listArticles(ctx.query);
});

articlesRouter.get('/:slug', async (ctx) => {
  const article = await getArticle(ctx.params.slug);
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article };
});
