// feature-file: comments
import { Comment } from '../models/index.js';

const withAuthor = [{ association: 'author' }];

export const findById = (id) => Comment.findByPk(id);

export const findForArticle = (articleId) => Comment.findAll({
  where: { articleId },
  include: withAuthor,
  order: [['createdAt', 'ASC'], ['id', 'ASC']],
});

export async function create(fields) {
  const comment = await Comment.create(fields);
  return comment.reload({ include: withAuthor });
}

export async function remove(comment) {
  await comment.destroy();
}
