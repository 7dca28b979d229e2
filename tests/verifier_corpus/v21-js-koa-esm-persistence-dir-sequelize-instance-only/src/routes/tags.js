import Router from '@koa/router';
import { listTags } from '../services/tagService.js';

export const tagsRouter = new Router({ prefix: '/api/tags' });

tagsRouter.get('/', async (ctx) => {
  ctx.body = { tags: await listTags() };
});
