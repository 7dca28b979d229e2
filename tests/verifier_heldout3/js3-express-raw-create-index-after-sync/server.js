const express = require('express');
const bcrypt = require('bcryptjs');
const { Op } = require('sequelize');
const { User, Article, init } = require('./db');
const auth = require('./lib/auth');

const app = express();
app.use(express.json());
const api = express.Router();

const userJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: auth.sign(u) });
const articleJson = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

api.get('/health-check', (_req, res) => res.send('ok'));

api.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
  try {
    const user = await User.create({ username, email, password: bcrypt.hashSync(password, 8) });
    res.status(201).json({ user: userJson(user) });
  } catch (e) {
    res.status(422).json({ errors: { body: ['username or email has already been taken'] } });
  }
});

api.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email: { [Op.like]: email || '' } } });
  if (!user || !bcrypt.compareSync(password || '', user.password)) return res.status(401).json({ errors: { body: ['invalid'] } });
  res.json({ user: userJson(user) });
});

api.get('/articles', auth.optional, async (req, res) => {
  const limit = Number(req.query.limit || 20);
  const offset = Number(req.query.offset || 0);
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset,
  });
  res.json({ articles: rows.map(articleJson), articlesCount: count });
});

api.post('/articles', auth.required, async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article || {};
  const slug = `${String(title).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const article = await Article.create({ slug, title, description, body, tagList, authorId: req.user.id });
  await article.reload({ include: [{ model: User, as: 'author' }] });
  res.status(201).json({ article: articleJson(article) });
});

app.use('/api', api);

init().then(() => app.listen(3000, () => console.log('conduit listening on 3000')));
