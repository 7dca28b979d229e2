const express = require('express');
const slugify = require('slugify');
const Article = require('../models/article');
const Tag = require('../models/tag');

const router = express.Router();

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: (a.tags || []).map((t) => t.name).sort(),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
});

router.get('/articles/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: Tag, as: 'tags' }] });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article: present(article) });
});

router.post('/articles', async (req, res) => {
  const input = (req.body && req.body.article) || {};
  const slug = `${slugify(String(input.title || ''), { lower: true, strict: true })}-${Date.now().toString(36)}`;
  const article = await Article.create({ ...input, slug });
  const tags = [];
  for (const name of input.tagList || []) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    tags.push(tag);
  }
  await article.setTags(tags);
  await article.reload({ include: [{ model: Tag, as: 'tags' }] });
  res.status(201).json({ article: present(article) });
});

router.get('/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

module.exports = router;
