import { Hono } from 'hono';
import { Article, User } from '../db.js';
import { isFavorited, setFavorite } from '../favorites.js';
import { viewerId } from '../auth.js';

export const articles = new Hono();

async function view(article, uid) {
  const author = await User.findByPk(article.authorId);
  return {
    slug: article.slug, title: article.title, description: article.description, body: article.body, tagList: [],
    createdAt: article.createdAt, updatedAt: article.updatedAt,
    favorited: await isFavorited(article.id, uid), favoritesCount: article.favoritesCount,
    author: { username: author.username, bio: author.bio, image: author.image, following: false },
  };
}

articles.post('/articles', async (c) => {
  const uid = await viewerId(c);
  if (!uid) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const { article } = await c.req.json();
  const slug = `${article.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const created = await Article.create({ ...article, slug, authorId: uid });
  return c.json({ article: await view(created, uid) }, 201);
});

articles.get('/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: await view(article, await viewerId(c)) });
});

for (const [method, on] of [['post', true], ['delete', false]]) {
  articles[method]('/articles/:slug/favorite', async (c) => {
    const uid = await viewerId(c);
    if (!uid) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    const article = await setFavorite(c.req.param('slug'), uid, on);
    if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
    return c.json({ article: await view(article, uid) });
  });
}
