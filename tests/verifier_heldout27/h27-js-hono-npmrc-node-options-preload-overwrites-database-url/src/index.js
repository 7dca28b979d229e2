import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sign, verify } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { Op } from 'sequelize';
import { sequelize, User, Article, Follow } from './db.js';

const SECRET = process.env.JWT_SECRET;
const app = new Hono().basePath('/api');

const viewer = async (c) => {
  const h = c.req.header('Authorization') ?? '';
  if (!h.startsWith('Token ')) return null;
  try {
    return await User.findByPk((await verify(h.slice(6), SECRET)).id);
  } catch {
    return null;
  }
};
const userJSON = async (u) => ({ email: u.email, token: await sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });
const profileJSON = async (u, me) => ({
  username: u.username,
  bio: u.bio,
  image: u.image,
  following: me ? (await Follow.count({ where: { followerId: me.id, followingId: u.id } })) > 0 : false,
});

app.get('/health-check', (c) => c.json({ ok: true }));

app.post('/users', async (c) => {
  const { user } = await c.req.json();
  const u = await User.create({ username: user.username, email: user.email, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: await userJSON(u) }, 201);
});

app.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const u = await User.findOne({ where: { email: user.email } });
  if (!u || !(await bcrypt.compare(user.password, u.password))) return c.json({ errors: { body: ['invalid'] } }, 401);
  return c.json({ user: await userJSON(u) });
});

app.get('/profiles/:username', async (c) => {
  const u = await User.findOne({ where: { username: c.req.param('username') } });
  if (!u) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: await profileJSON(u, await viewer(c)) });
});

app.post('/profiles/:username/follow', async (c) => {
  const me = await viewer(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const u = await User.findOne({ where: { username: c.req.param('username') } });
  if (!u) return c.json({ errors: { profile: ['not found'] } }, 404);
  await Follow.findOrCreate({ where: { followerId: me.id, followingId: u.id } });
  return c.json({ profile: await profileJSON(u, me) });
});

app.get('/articles', async (c) => {
  const me = await viewer(c);
  const tag = c.req.query('tag');
  const { rows, count } = await Article.findAndCountAll({
    where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(c.req.query('limit') ?? 20),
    offset: Number(c.req.query('offset') ?? 0),
  });
  const articles = await Promise.all(rows.map(async (a) => ({
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
    createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
    author: await profileJSON(a.author, me),
  })));
  return c.json({ articles, articlesCount: count });
});

app.get('/tags', async (c) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return c.json({ tags: [...new Set(rows.flatMap((r) => r.tagList))] });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT) });
