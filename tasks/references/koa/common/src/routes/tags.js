// feature-file: articles
import Router from '@koa/router';
import * as tagService from '../services/tagService.js';

export const tags = new Router({ prefix: '/tags' }).get('/', async (ctx) => {
  ctx.body = { tags: await tagService.list() };
});
