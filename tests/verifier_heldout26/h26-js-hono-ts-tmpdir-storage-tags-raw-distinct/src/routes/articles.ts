import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { Article, ArticleTag, User } from '../db';
import { SECRET } from './users';

export const articles = new Hono();

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: ArticleTag, as: 'tags', attributes: ['tag'] },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const toJson = (a: any) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t: { tag: string }) => t.tag).sort(),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

articles.post('/', async (c) => {
  const token = (c.req.header('Authorization') ?? '').replace(/^(Token|Bearer) /, '');
  let userId: number;
  try { userId = Number((await verify(token, SECRET)).id); } catch { return c.json({ errors: { body: ['unauthorized'] } }, 401); }
  const { article } = await c.req.json();
  if (!article?.title || !article?.description || !article?.body) return c.json({ errors: { body: ['missing fields'] } }, 422);
  const slug = `${article.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const created = await Article.create({ slug, title: article.title, description: article.description, body: article.body, authorId: userId });
  const tagList: string[] = [...new Set<string>(article.tagList ?? [])];
  await ArticleTag.bulkCreate(tagList.map((tag) => ({ articleId: created.get('id'), tag })));
  return c.json({ article: toJson(await Article.findByPk(created.get('id') as number, { include })) }, 201);
});

articles.get('/:slug', async (c) => {
  const a = await Article.findOne({ where: { slug: c.req.param('slug') }, include });
  return a ? c.json({ article: toJson(a) }) : c.json({ errors: { body: ['not found'] } }, 404);
});
