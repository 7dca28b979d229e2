import { Article } from '../models/index.js';

export async function distinctTags() {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return [...new Set(rows.flatMap((r) => r.tagList))];
}
