import Router from '@koa/router';
import { tagService } from '../services/tagService.js';

export const tagsRouter = new Router({ prefix: '/api' });

tagsRouter.get('/tags', async (ctx) => {
  ctx.body = { tags: await tagService.list() };
});
