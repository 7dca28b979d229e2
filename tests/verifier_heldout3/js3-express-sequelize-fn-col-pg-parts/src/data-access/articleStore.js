import { fn, col, literal } from 'sequelize';
import { Article, Favorite, User } from '../models/index.js';

export async function listArticlesWithCounts({ author, limit, offset }) {
  const rows = await Article.findAll({
    attributes: {
      include: [[fn('COUNT', col('favorites.articleId')), 'favoritesCount']],
    },
    include: [
      { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'], where: author ? { username: author } : undefined },
      { model: Favorite, as: 'favorites', attributes: [] },
    ],
    group: ['Article.id', 'author.id'],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
    subQuery: false,
  });
  const articlesCount = await Article.count({
    include: author ? [{ model: User, as: 'author', where: { username: author } }] : [],
  });
  return { rows, articlesCount };
}

export const findArticleBySlug = (slug) =>
  Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

export const insertArticle = (values) => Article.create(values);

export const favorite = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });

export const unfavorite = (articleId, userId) => Favorite.destroy({ where: { articleId, userId } });

export const countFavorites = (articleId) => Favorite.count({ where: { articleId } });

export const newestFirst = literal('"Article"."createdAt" DESC');
