import { Comment } from '../models/index.js';
export const commentRepository = {
  forArticle: (slug: string) => Comment.findAll({ where: { articleSlug: slug }, order: [['createdAt', 'DESC']] }),
  create: (slug: string, authorId: number, body: string) => Comment.create({ articleSlug: slug, authorId, body }),
  findById: (id: number) => Comment.findByPk(id),
  delete: (id: number) => Comment.destroy({ where: { id } }),
};
