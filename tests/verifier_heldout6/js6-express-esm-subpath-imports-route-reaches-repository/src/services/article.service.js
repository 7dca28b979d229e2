import { articleRepository } from '#repositories/article.repository.js';

const slugify = (t) => t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

export async function listArticles({ limit = 20, offset = 0 }) {
  const { rows, count } = await articleRepository.page({ limit: Number(limit), offset: Number(offset) });
  return { articles: rows.map((r) => r.toJSON()), articlesCount: count };
}

export async function createArticle(authorId, input) {
  const slug = `${slugify(input.title)}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await articleRepository.insert({ ...input, slug, authorId });
  return (await articleRepository.bySlug(created.slug)).toJSON();
}
