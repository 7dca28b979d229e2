const router = require('express').Router();
const { db } = require('../db');
const { auth } = require('../lib/auth');

async function articleJson(a, userId) {
  const author = await db('users').where({ id: a.author_id }).first();
  const tags = await db('tags').where({ article_id: a.id }).orderBy('name').pluck('name');
  const [{ n }] = await db('favorites').where({ article_id: a.id }).count({ n: '*' });
  const fav = userId ? await db('favorites').where({ article_id: a.id, user_id: userId }).first() : null;
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: tags,
    createdAt: new Date(a.created_at).toISOString(), updatedAt: new Date(a.updated_at).toISOString(),
    favorited: !!fav, favoritesCount: Number(n),
    author: { username: author.username, bio: author.bio || null, image: author.image || null, following: false },
  };
}

router.get('/articles', auth(false), async (req, res, next) => {
  try {
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    let q = db('articles');
    if (req.query.tag) q = q.whereIn('id', db('tags').select('article_id').where({ name: req.query.tag }));
    if (req.query.author) q = q.whereIn('author_id', db('users').select('id').where({ username: req.query.author }));
    const [{ n }] = await q.clone().count({ n: '*' });
    const rows = await q.orderBy('created_at', 'desc').limit(limit).offset(offset);
    const uid = req.user && req.user.id;
    res.json({ articles: await Promise.all(rows.map((a) => articleJson(a, uid))), articlesCount: Number(n) });
  } catch (e) { next(e); }
});

router.post('/articles', auth(true), async (req, res, next) => {
  try {
    const { title, description, body, tagList = [] } = req.body.article || {};
    if (!title || !description || !body) return res.status(422).json({ errors: { body: ["can't be blank"] } });
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now();
    const [id] = await db('articles').insert({ slug, title, description, body, author_id: req.user.id });
    if (tagList.length) await db('tags').insert([...new Set(tagList)].map((name) => ({ article_id: id, name })));
    const a = await db('articles').where({ id }).first();
    res.status(201).json({ article: await articleJson(a, req.user.id) });
  } catch (e) { next(e); }
});

router.get('/articles/:slug', auth(false), async (req, res, next) => {
  try {
    const a = await db('articles').where({ slug: req.params.slug }).first();
    if (!a) return res.status(404).json({ errors: { body: ['not found'] } });
    res.json({ article: await articleJson(a, req.user && req.user.id) });
  } catch (e) { next(e); }
});

router.get('/tags', async (req, res, next) => {
  try {
    res.json({ tags: await db('tags').distinct('name').pluck('name') });
  } catch (e) { next(e); }
});

module.exports = router;
