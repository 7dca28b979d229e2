import { Tag, Article } from '../models/index.js';

export async function listTagNames() {
  const tags = await Tag.findAll({
    include: [{ model: Article, as: 'articles', attributes: [], through: { attributes: [] }, required: true }],
    order: [['name', 'ASC']],
  });
  return [...new Set(tags.map((t) => t.name))];
}

export async function ensureTags(names) {
  return Promise.all(names.map(async (name) => (await Tag.findOrCreate({ where: { name } }))[0]));
}
