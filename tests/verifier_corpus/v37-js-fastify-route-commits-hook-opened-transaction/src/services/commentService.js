import * as comments from '../repositories/commentRepository.js';

export class NotFound extends Error {}
export class Forbidden extends Error {}

export const addComment = (slug, authorId, body, tx) => comments.insert({ articleSlug: slug, authorId, body }, tx);

export async function deleteComment(id, userId, tx) {
  const comment = await comments.findById(id, tx);
  if (!comment) throw new NotFound(String(id));
  if (comment.authorId !== userId) throw new Forbidden(String(id));
  await comments.destroy(comment, tx);
}
