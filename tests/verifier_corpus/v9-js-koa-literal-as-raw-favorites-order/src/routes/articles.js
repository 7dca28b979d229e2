import Router from '@koa/router';
import { literal as raw } from 'sequelize';
import { Article, User } from '../models/index.js';

export const router = new Router();

// Number of favorites per article, computed in the same SELECT.
const favoritesCount = raw(
  '(SELECT COUNT(*) FROM "Favorites" AS f WHERE f."articleId" = "Article"."id")',
);

router.get('/articles', async (ctx) => {
  const limit = Number(ctx.query.limit ?? 20);
  const offset = Number(ctx.query.offset ?? 0);
  const { rows, count } = await Article.findAndCountAll({
    attributes: { include: [[favoritesCount, 'favoritesCount']] },
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: ctx.query.sort === 'popular' ? [[favoritesCount, 'DESC']] : [['createdAt', 'DESC']],
    limit,
    offset,
  });
  ctx.body = {
    articles: rows.map((a) => ({
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: [],
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      favorited: false,
      favoritesCount: Number(a.get('favoritesCount')),
      author: { ...a.author.toJSON(), following: false },
    })),
    articlesCount: count,
  };
});
