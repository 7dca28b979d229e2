import { Tag } from '../models/index.js';

export async function listTags(ctx) {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
}
