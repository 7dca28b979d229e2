import Router from '@koa/router';
import { ArticleService } from '../services/article.service';

const service = new ArticleService();
export const articleRouter = new Router();

articleRouter.get('/articles', async (ctx) => {
  ctx.body = await service.list(ctx.query as Record<string, string | undefined>);
});
