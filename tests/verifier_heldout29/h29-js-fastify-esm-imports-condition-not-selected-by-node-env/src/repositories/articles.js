import { Article, Favorite, User } from '#models';

const withAuthor = [{ model: User, as: 'author' }];

export const findArticleBySlug = (slug) => Article.findOne({ where: { slug }, include: withAuthor });
export const insertArticle = (attrs) => Article.create(attrs);
export const listArticles = ({ limit, offset }) =>
  Article.findAndCountAll({ include: withAuthor, limit, offset, order: [['createdAt', 'DESC']] });
export const countFavorites = (articleId) => Favorite.count({ where: { articleId } });
export const isFavorite = (articleId, userId) => Favorite.count({ where: { articleId, userId } }).then((n) => n > 0);
export const addFavorite = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });
