import { Body, Delete, Get, HeaderParam, JsonController, OnUndefined, Param, Post, UnauthorizedError } from 'routing-controllers';
import { Service } from 'typedi';
import { AuthService } from '../services/AuthService';
import { CommentService } from '../services/CommentService';

@Service()
@JsonController('/articles/:slug/comments')
export class CommentController {
  constructor(private readonly comments: CommentService, private readonly auth: AuthService) {}

  @Get('/')
  async list(@Param('slug') slug: string) {
    return { comments: await this.comments.list(slug) };
  }

  @Post('/')
  async add(@Param('slug') slug: string, @Body() body: { comment: { body: string } }, @HeaderParam('authorization') authorization?: string) {
    const user = await this.auth.currentUser(authorization);
    if (!user) throw new UnauthorizedError();
    return { comment: await this.comments.add(slug, user.id, body.comment.body) };
  }

  @Delete('/:id')
  @OnUndefined(200)
  async remove(@Param('id') id: number, @HeaderParam('authorization') authorization?: string) {
    const user = await this.auth.currentUser(authorization);
    if (!user) throw new UnauthorizedError();
    await this.comments.remove(id, user.id);
  }
}
