import { Article, Favorite } from './article.model.js';
import { User } from '../users/user.model.js';
import { Tag } from '../tags/tag.model.js';

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

export const articleRepository = {
  list: (opts: { tag?: string; author?: string; limit: number; offset: number }) =>
    Article.findAndCountAll({
      include: [
        { model: User, as: 'author', ...(opts.author ? { where: { username: opts.author } } : {}) },
        { model: Tag, as: 'tags', through: { attributes: [] }, ...(opts.tag ? { where: { name: opts.tag } } : {}) },
      ],
      order: [['createdAt', 'DESC']],
      limit: opts.limit,
      offset: opts.offset,
      distinct: true,
    }),
  bySlug: (slug: string) => Article.findOne({ where: { slug }, include }),
  create: (data: Record<string, unknown>) => Article.create(data),
  destroy: (slug: string) => Article.destroy({ where: { slug } }),
  favoritesCount: (articleId: number) => Favorite.count({ where: { ArticleId: articleId } }),
  isFavorited: (articleId: number, userId: number) =>
    Favorite.count({ where: { ArticleId: articleId, UserId: userId } }).then((n) => n > 0),
  favorite: (articleId: number, userId: number) => Favorite.findOrCreate({ where: { ArticleId: articleId, UserId: userId } }),
  unfavorite: (articleId: number, userId: number) => Favorite.destroy({ where: { ArticleId: articleId, UserId: userId } }),
};
