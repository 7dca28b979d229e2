import { Comment, User } from '../db.js';

export function listForArticle(articleSlug) {
  return Comment.findAll({
    where: { articleSlug },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
  });
}

export async function create(articleSlug, authorId, body) {
  const comment = await Comment.create({ articleSlug, authorId, body });
  return Comment.findByPk(comment.id, { include: [{ model: User, as: 'author' }] });
}

export function findById(id) {
  return Comment.findByPk(id);
}

export function remove(id) {
  return Comment.destroy({ where: { id } });
}
