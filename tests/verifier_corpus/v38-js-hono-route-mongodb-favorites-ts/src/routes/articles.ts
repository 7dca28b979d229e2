import { Hono } from 'hono';
import { MongoClient } from 'mongodb';
import { getArticle } from '../services/articleService.js';

const mongo = new MongoClient(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
const favorites = mongo.db('conduit').collection<{ slug: string; user: string }>('favorites');

const userOf = (auth?: string) => (auth ?? '').replace(/^Token /, '');

export const articles = new Hono();

articles.get('/:slug', async (c) => {
  const article = await getArticle(c.req.param('slug'));
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  const favoritesCount = await favorites.countDocuments({ slug: article.slug });
  return c.json({ article: { ...article, favoritesCount } });
});

articles.post('/:slug/favorite', async (c) => {
  const slug = c.req.param('slug');
  const article = await getArticle(slug);
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  const user = userOf(c.req.header('authorization'));
  await favorites.updateOne({ slug, user }, { $setOnInsert: { slug, user } }, { upsert: true });
  const favoritesCount = await favorites.countDocuments({ slug });
  return c.json({ article: { ...article, favorited: true, favoritesCount } });
});
