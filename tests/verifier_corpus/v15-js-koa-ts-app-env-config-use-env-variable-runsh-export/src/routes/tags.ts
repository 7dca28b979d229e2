import Router from '@koa/router';
import { Tag } from '../models';

export const tags = new Router();

tags.get('/tags', async (ctx) => {
  const rows = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: rows.map((tag) => tag.name) };
});

tags.post('/tags', async (ctx) => {
  const { name } = (ctx.request.body ?? {}) as { name?: string };
  if (!name) ctx.throw(422, 'name is required');
  const [tag] = await Tag.findOrCreate({ where: { name } });
  ctx.status = 201;
  ctx.body = { tag: tag.name };
});
