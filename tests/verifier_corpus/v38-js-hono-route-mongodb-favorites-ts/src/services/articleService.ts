import * as articles from '../repositories/articleRepository.js';

export async function getArticle(slug: string) {
  const a = await articles.findBySlug(slug);
  return a && { slug: a.slug, title: a.title, body: a.body };
}
