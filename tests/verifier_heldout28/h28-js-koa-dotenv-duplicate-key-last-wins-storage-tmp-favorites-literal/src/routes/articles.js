import Router from '@koa/router';
import jwt from 'jsonwebtoken';
import { Sequelize } from 'sequelize';
import { Article, Favorite, User } from '../models/index.js';

const SECRET = process.env.JWT_SECRET ?? 'dev';
export const articles = new Router();

const viewerOf = (ctx) => {
  const header = ctx.get('Authorization');
  if (!header.startsWith('Token ')) return null;
  try {
    return jwt.verify(header.slice(6), SECRET).id;
  } catch {
    return null;
  }
};

const attributes = (viewerId) => ({
  include: [
    [Sequelize.literal('(SELECT COUNT(*) FROM Favorites f WHERE f.articleId = Article.id)'), 'favoritesCount'],
    [
      Sequelize.literal(
        viewerId
          ? `EXISTS (SELECT 1 FROM Favorites f WHERE f.articleId = Article.id AND f.userId = ${Number(viewerId)})`
          : '0',
      ),
      'favorited',
    ],
  ],
});

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: Boolean(a.get('favorited')),
  favoritesCount: Number(a.get('favoritesCount')),
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

articles.get('/articles', async (ctx) => {
  const viewerId = viewerOf(ctx);
  const { rows, count } = await Article.findAndCountAll({
    attributes: attributes(viewerId),
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(ctx.query.limit) || 20,
    offset: Number(ctx.query.offset) || 0,
  });
  ctx.body = { articles: rows.map(present), articlesCount: count };
});

articles.post('/articles/:slug/favorite', async (ctx) => {
  const viewerId = viewerOf(ctx);
  if (!viewerId) ctx.throw(401, 'unauthorized');
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404, 'article not found');
  await Favorite.findOrCreate({ where: { userId: viewerId, articleId: article.id } });
  const fresh = await Article.findByPk(article.id, { attributes: attributes(viewerId), include: [{ model: User, as: 'author' }] });
  ctx.body = { article: present(fresh) };
});
