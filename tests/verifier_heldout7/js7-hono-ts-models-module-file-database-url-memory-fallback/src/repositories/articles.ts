import { ArticleModel, UserModel } from '../models.js';

export const articlesRepo = {
  list(limit: number, offset: number) {
    return ArticleModel.findAndCountAll({
      include: [{ model: UserModel, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  },
  bySlug(slug: string) {
    return ArticleModel.findOne({ where: { slug }, include: [{ model: UserModel, as: 'author' }] });
  },
  create(data: Pick<ArticleModel, 'slug' | 'title' | 'description' | 'body' | 'authorId'>) {
    return ArticleModel.create(data);
  },
};
