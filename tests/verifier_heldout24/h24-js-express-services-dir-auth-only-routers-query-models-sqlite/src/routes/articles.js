const express = require('express');
const { Article, User, Tag } = require('../models');
const auth = require('../services/auth.service');

const router = express.Router();

function optionalUser(req) {
  const token = (req.headers.authorization || '').replace(/^(Token|Bearer) /, '');
  try { return token ? auth.verify(token) : null; } catch { return null; }
}

router.get('/articles', async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];
  if (req.query.tag) include[1].where = { name: req.query.tag };
  const { rows, count } = await Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
  const viewer = optionalUser(req);
  const articles = await Promise.all(rows.map(async (a) => ({
    slug: a.slug, title: a.title, description: a.description, body: a.body,
    tagList: a.tags.map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
    favorited: viewer ? await a.hasFavoritedBy(viewer.id) : false,
    favoritesCount: await a.countFavoritedBy(),
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  })));
  res.json({ articles, articlesCount: count });
});

router.get('/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

module.exports = router;
