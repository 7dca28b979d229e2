import Router from '@koa/router';
import { Tag } from '../models/tag.js';

const router = new Router({ prefix: '/api' });

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

export default router;
