import Router from '@koa/router';
import { inject, injectable } from 'inversify';
import { TYPES } from '../types';
import type { TagService } from '../services/tag.service';

@injectable()
export class TagController {
  constructor(@inject(TYPES.TagService) private readonly tagService: TagService) {}

  routes(): Router {
    const router = new Router({ prefix: '/api' });
    router.get('/tags', async (ctx) => {
      ctx.body = { tags: await this.tagService.all() };
    });
    return router;
  }
}
