import * as articles from '../repositories/articleRepository.js';

export class ForbiddenError extends Error {}

export async function read(slug) {
  return (await articles.getBySlug(slug)).toJSON();
}

export async function update(slug, userId, changes) {
  const article = await articles.getBySlug(slug);
  if (article.authorId !== userId) throw new ForbiddenError('not the author');
  const allowed = Object.fromEntries(Object.entries(changes ?? {}).filter(([k]) => ['title', 'description', 'body'].includes(k)));
  return (await articles.updateBySlug(slug, allowed)).toJSON();
}

export async function remove(slug, userId) {
  const article = await articles.getBySlug(slug);
  if (article.authorId !== userId) throw new ForbiddenError('not the author');
  await articles.deleteBySlug(slug);
}
