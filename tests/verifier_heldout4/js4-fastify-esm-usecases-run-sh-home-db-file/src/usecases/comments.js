import { commentsStore } from '../data-access/comments.js';
import { UseCaseError } from './accounts.js';

const present = (c) => ({
  id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

export async function listComments(slug) {
  const article = await commentsStore.articleBySlug(slug);
  if (!article) throw new UseCaseError(404, 'article not found');
  return (await commentsStore.forArticle(article.id)).map(present);
}

export async function addComment(slug, authorId, body) {
  const article = await commentsStore.articleBySlug(slug);
  if (!article) throw new UseCaseError(404, 'article not found');
  const created = await commentsStore.insert({ body, authorId, articleId: article.id });
  return (await commentsStore.forArticle(article.id)).map(present).find((c) => c.id === created.id);
}

export async function deleteComment(id, userId) {
  const comment = await commentsStore.byId(id);
  if (!comment) throw new UseCaseError(404, 'comment not found');
  if (comment.authorId !== userId) throw new UseCaseError(403, 'forbidden');
  await commentsStore.remove(comment);
}
