import * as repo from '../repositories/articleRepository.js';

export async function list({ limit = 20, offset = 0 }) {
  const { rows, count } = await repo.latest(Number(limit), Number(offset));
  return { articles: rows.map((a) => ({ slug: a.slug, title: a.title, body: a.body })), articlesCount: count };
}
