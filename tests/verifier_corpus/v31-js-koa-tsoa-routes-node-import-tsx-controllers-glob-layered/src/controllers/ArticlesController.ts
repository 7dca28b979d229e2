import { Controller, Get, Path, Route } from 'tsoa';
import { ArticleView } from '../models';
import { ArticleService, NotFoundError } from '../services/ArticleService';

@Route('api/articles')
export class ArticlesController extends Controller {
  private readonly service = new ArticleService();

  @Get('{slug}')
  public async get(@Path() slug: string): Promise<{ article: ArticleView } | { errors: { body: string[] } }> {
    try {
      return { article: await this.service.get(slug) };
    } catch (err) {
      if (err instanceof NotFoundError) {
        this.setStatus(404);
        return { errors: { body: [err.message] } };
      }
      throw err;
    }
  }
}
