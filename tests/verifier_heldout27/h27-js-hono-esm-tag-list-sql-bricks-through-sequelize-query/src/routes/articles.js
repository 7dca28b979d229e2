import { Hono } from 'hono';
import { Op } from 'sequelize';
import { Article, User, Tag, Favorite } from '../db.js';
import { popularTags, articleIdsFavoritedBy } from '../queries/tags.js';

const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];

const present = async (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name),
  createdAt: a.created_at ?? a.createdAt,
  updatedAt: a.updated_at ?? a.updatedAt,
  favorited: false,
  favoritesCount: await Favorite.count({ where: { article_id: a.id } }),
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export const articles = new Hono();

articles.get('/articles', async (c) => {
  const where = {};
  const favorited = c.req.query('favorited');
  if (favorited) where.id = { [Op.in]: await articleIdsFavoritedBy(favorited) };
  const { rows, count } = await Article.findAndCountAll({
    where,
    include,
    distinct: true,
    order: [['created_at', 'DESC']],
    limit: Number(c.req.query('limit') ?? 20),
    offset: Number(c.req.query('offset') ?? 0),
  });
  return c.json({ articles: await Promise.all(rows.map(present)), articlesCount: count });
});

articles.get('/articles/:slug', async (c) => {
  const a = await Article.findOne({ where: { slug: c.req.param('slug') }, include });
  return a ? c.json({ article: await present(a) }) : c.json({ errors: { article: ['not found'] } }, 404);
});

articles.get('/tags', async (c) => c.json({ tags: await popularTags() }));
