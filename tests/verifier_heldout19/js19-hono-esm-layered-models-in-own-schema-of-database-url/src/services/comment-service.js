import { commentRepository } from '../repositories/comment-repository.js';

export async function listComments(slug) {
  const rows = await commentRepository.forArticle(slug);
  return rows.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt }));
}

export async function deleteComment(id, userId) {
  return (await commentRepository.remove(id, userId)) > 0;
}
