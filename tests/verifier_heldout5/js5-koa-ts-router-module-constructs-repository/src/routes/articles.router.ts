import Router from '@koa/router';
import { ArticleRepository } from '../repositories/article.repository';
import { ArticleService, Forbidden, NotFound } from '../services/article.service';
import { requireUser } from './auth';

// One service instance for this router.
const articleService = new ArticleService(new ArticleRepository());

export const articlesRouter = new Router({ prefix: '/articles' });

articlesRouter.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    if (err instanceof NotFound) { ctx.status = 404; ctx.body = { errors: { article: ['not found'] } }; return; }
    if (err instanceof Forbidden) { ctx.status = 403; ctx.body = { errors: { article: ['forbidden'] } }; return; }
    throw err;
  }
});

articlesRouter.get('/', async (ctx) => {
  ctx.body = await articleService.list(Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0));
});

articlesRouter.get('/:slug', async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug) };
});

articlesRouter.delete('/:slug', requireUser, async (ctx) => {
  await articleService.remove(ctx.params.slug, ctx.state.userId);
  ctx.status = 204;
});
