import { Hono } from 'hono';
import { Op } from 'sequelize';
import { Article, User, Favorite, Follow } from '../models/index.js';
import { auth } from '../auth.js';

const articles = new Hono();

async function view(article, viewerId) {
  const following = viewerId
    ? (await Follow.count({ where: { followerId: viewerId, followeeId: article.authorId } })) > 0 : false;
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [...article.tagList].sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: viewerId ? (await Favorite.count({ where: { articleId: article.id, userId: viewerId } })) > 0 : false,
    favoritesCount: await Favorite.count({ where: { articleId: article.id } }),
    author: { username: article.author.username, bio: article.author.bio ?? null, image: article.author.image ?? null, following },
  };
}

articles.get('/articles', auth({ required: false }), async (c) => {
  const { tag, author, favorited, limit = '20', offset = '0' } = c.req.query();
  const where = {};
  if (author) where['$author.username$'] = author;
  if (favorited) {
    const fan = await User.findOne({ where: { username: favorited } });
    const favs = fan ? await Favorite.findAll({ where: { userId: fan.id } }) : [];
    where.id = { [Op.in]: favs.map((f) => f.articleId) };
  }
  let rows = await Article.findAll({ where, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] });
  if (tag) rows = rows.filter((a) => a.tagList.includes(tag));
  const page = rows.slice(Number(offset), Number(offset) + Number(limit));
  return c.json({ articles: await Promise.all(page.map((a) => view(a, c.get('userId')))), articlesCount: rows.length });
});

articles.get('/articles/:slug', auth({ required: false }), async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') }, include: [{ model: User, as: 'author' }] });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: await view(article, c.get('userId')) });
});

articles.post('/articles', auth({ required: true }), async (c) => {
  const { title, description, body, tagList = [] } = (await c.req.json()).article ?? {};
  if (!title || !description || !body) return c.json({ errors: { body: ['missing fields'] } }, 422);
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const created = await Article.create({ slug, title, description, body, tagList, authorId: c.get('userId') });
  const article = await Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
  return c.json({ article: await view(article, c.get('userId')) }, 201);
});

articles.get('/tags', async (c) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return c.json({ tags: [...new Set(rows.flatMap((r) => r.tagList))] });
});

export default articles;
