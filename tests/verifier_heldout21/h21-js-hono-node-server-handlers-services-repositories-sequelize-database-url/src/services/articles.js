import * as repo from '../repositories/articles.js';

export class HttpLikeError extends Error { constructor(code, msg) { super(msg); this.code = code; } }

export async function getArticle(slug) {
  const a = await repo.findArticleBySlug(slug);
  if (!a) throw new HttpLikeError(404, 'article not found');
  return a;
}

export async function removeArticle(slug, userId) {
  const a = await getArticle(slug);
  if (a.authorId !== userId) throw new HttpLikeError(403, 'not the author');
  await repo.deleteArticle(a);
}
