import { Request } from 'express';
import { inject } from 'inversify';
import { controller, httpGet, httpPost, request, requestParam } from 'inversify-express-utils';
import { TYPES } from '../config/types';
import { ArticleService } from '../services/article.service';
import { UserService } from '../services/user.service';

@controller('/articles')
export class ArticleController {
  constructor(
    @inject(TYPES.ArticleService) private readonly articles: ArticleService,
    @inject(TYPES.UserService) private readonly users: UserService,
  ) {}

  @httpGet('/')
  list(@request() req: Request) {
    return this.articles.list(req.query as Record<string, string>, this.users.viewerId(req.headers.authorization));
  }

  @httpGet('/:slug')
  async get(@requestParam('slug') slug: string, @request() req: Request) {
    return { article: await this.articles.get(slug, this.users.viewerId(req.headers.authorization)) };
  }

  @httpPost('/')
  async create(@request() req: Request) {
    const viewer = this.users.viewerId(req.headers.authorization);
    return { article: await this.articles.create(viewer!, req.body.article) };
  }
}
