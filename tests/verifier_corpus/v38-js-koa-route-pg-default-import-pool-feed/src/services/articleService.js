import * as repo from '../repositories/articleRepository.js';

export async function article(slug) {
  const a = await repo.findBySlug(slug);
  return a && { slug: a.slug, title: a.title, body: a.body, author: { username: a.author.username } };
}
