import Router from '@koa/router';
import type { ArticleService } from '../services/ArticleService';

export function articlesRouter(articles: ArticleService): Router {
  const router = new Router();
  router.get('/articles', async (ctx) => {
    const viewer = Number(ctx.get('x-user-id')) || undefined;
    ctx.body = await articles.list(viewer, Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0));
  });
  return router;
}
