import Router from '@koa/router';
import { Article, ArticleStats, Favorite, User } from '../db/models.js';

export const articles = new Router({ prefix: '/articles' });

const include = [
  { model: User, as: 'author' },
  { model: ArticleStats, as: 'stats' },
];

const render = (a, favorited = false) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.createdAt, updatedAt: a.updatedAt,
  favorited, favoritesCount: a.stats?.favoritesCount ?? 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

articles.get('/', async (ctx) => {
  const { rows, count } = await Article.findAndCountAll({
    include, order: [['created_at', 'DESC']],
    limit: Number(ctx.query.limit ?? 20), offset: Number(ctx.query.offset ?? 0),
  });
  ctx.body = { articles: rows.map((a) => render(a)), articlesCount: count };
});

articles.post('/:slug/favorite', async (ctx) => {
  const userId = ctx.state.userId;
  if (!userId) ctx.throw(401);
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404);
  await Favorite.findOrCreate({ where: { userId, articleId: article.id } });
  const fresh = await Article.findByPk(article.id, { include });
  ctx.body = { article: render(fresh, true) };
});
