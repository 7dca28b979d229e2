import Router from '@koa/router';
import { Tag } from '../db/index.js';

export const tags = new Router();

tags.get('/tags', async (ctx) => {
  const rows = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  ctx.body = { tags: rows.map((t) => t.name) };
});
