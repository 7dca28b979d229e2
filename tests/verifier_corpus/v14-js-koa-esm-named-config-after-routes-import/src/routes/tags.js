import Router from '@koa/router';
import * as tagService from '../services/tagService.js';

const router = new Router({ prefix: '/api' });

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await tagService.listTags() };
});

export default router;
