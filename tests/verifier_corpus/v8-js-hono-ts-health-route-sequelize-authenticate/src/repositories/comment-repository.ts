import { Comment } from '../models/comment.js';

export function commentsFor(articleSlug: string) {
  return Comment.findAll({ where: { articleSlug }, order: [['createdAt', 'ASC']] });
}

export function addComment(articleSlug: string, author: string, body: string) {
  return Comment.create({ articleSlug, author, body });
}
