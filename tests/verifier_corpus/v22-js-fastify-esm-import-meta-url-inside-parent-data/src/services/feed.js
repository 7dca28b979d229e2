import { findPage } from '../repositories/articles.js';
import { allTagNames } from '../repositories/tags.js';

export async function listArticles({ limit = 20, offset = 0 }) {
  const { rows, count } = await findPage({ limit: Number(limit), offset: Number(offset) });
  return {
    articles: rows.map((a) => ({ ...a.toJSON(), tagList: a.tags.map((t) => t.name) })),
    articlesCount: count,
  };
}

export async function listTags() {
  return { tags: await allTagNames() };
}
