import { Body, Get, HeaderParam, HttpCode, JsonController, Post, QueryParam } from 'routing-controllers';
import { Service } from 'typedi';
import { ArticleService } from '../services/ArticleService';
import { UserService } from '../services/UserService';

@JsonController('/articles')
@Service()
export class ArticleController {
  constructor(
    private readonly articleService: ArticleService,
    private readonly userService: UserService,
  ) {}

  @Get()
  list(@QueryParam('limit') limit?: number, @QueryParam('offset') offset?: number) {
    return this.articleService.list(limit ?? 20, offset ?? 0);
  }

  @Post()
  @HttpCode(201)
  async create(@HeaderParam('authorization') auth: string, @Body() body: { article: { title: string; description: string; body: string; tagList?: string[] } }) {
    const userId = this.userService.userIdFromHeader(auth);
    return { article: await this.articleService.create(userId, body.article) };
  }
}
