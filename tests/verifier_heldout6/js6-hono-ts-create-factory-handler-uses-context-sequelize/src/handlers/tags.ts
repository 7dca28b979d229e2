import { factory } from '../factory.js';

export const listTags = factory.createHandlers(async (c) => {
  const { Tag } = c.var.db.models;
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return c.json({ tags: tags.map((t) => t.get('name')) });
});
