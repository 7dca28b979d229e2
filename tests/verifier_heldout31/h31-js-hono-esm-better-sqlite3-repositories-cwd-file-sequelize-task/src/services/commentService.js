import { commentRepository } from '../repositories/commentRepository.js'

export class Forbidden extends Error {}
export class Missing extends Error {}

export const commentService = {
  list: (slug) => commentRepository.forArticle(slug),
  add: (slug, userId, body) => commentRepository.add(slug, userId, body),
  remove (id, userId) {
    const comment = commentRepository.find(id)
    if (!comment) throw new Missing(String(id))
    if (comment.authorId !== userId) throw new Forbidden(String(id))
    commentRepository.delete(id)
  }
}
