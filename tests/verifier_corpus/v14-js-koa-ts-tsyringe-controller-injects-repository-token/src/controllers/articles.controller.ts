import Router from '@koa/router';
import { inject, injectable } from 'tsyringe';
import { TOKENS } from '../tokens';
import type { ArticleService } from '../services/article.service';
import type { IArticleRepository } from '../models/article';

@injectable()
export class ArticlesController {
  constructor(
    @inject(TOKENS.ArticleService) private readonly service: ArticleService,
    @inject(TOKENS.ArticleRepository) private readonly articles: IArticleRepository,
  ) {}

  router(): Router {
    const router = new Router({ prefix: '/api/articles' });

    router.post('/', async (ctx) => {
      const { article } = (ctx.request.body as any) ?? {};
      ctx.status = 201;
      ctx.body = { article: await this.service.publish(article ?? {}) };
    });

    // Reading one article is a plain lookup, so it goes straight to the repository.
    router.get('/:slug', async (ctx) => {
      const article = await this.articles.findBySlug(ctx.params.slug);
      if (!article) {
        ctx.status = 404;
        ctx.body = { errors: { article: ['not found'] } };
        return;
      }
      const favoritesCount = await this.articles.countFavorites(article.id);
      ctx.body = { article: { ...article.get(), favoritesCount } };
    });

    return router;
  }
}
