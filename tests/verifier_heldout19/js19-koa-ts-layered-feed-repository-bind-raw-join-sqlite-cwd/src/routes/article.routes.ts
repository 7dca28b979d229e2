import Router from '@koa/router';
import { ArticleService } from '../services/article.service';

const service = new ArticleService();
export const articleRoutes = new Router({ prefix: '/articles' });

articleRoutes.get('/feed', async (ctx) => {
  const userId = Number(ctx.state.userId);
  ctx.body = await service.feed(userId, Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0));
});
