const router = require('express').Router();
const { Article, Tag, User } = require('../models');
const { auth } = require('../auth');

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, attributes: ['name'], through: { attributes: [] } },
];

function toJSON(article, favoritesCount = 0, favorited = false) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.Tags.map((t) => t.name),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount,
    author: { ...article.author.toJSON(), following: false },
  };
}

router.get('/articles', auth(false), async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
  const articles = await Promise.all(rows.map(async (a) => toJSON(a, await a.countFavoritedBy())));
  res.json({ articles, articlesCount: count });
});

router.get('/articles/:slug', auth(false), async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article: toJSON(article, await article.countFavoritedBy()) });
});

router.post('/articles', auth(true), async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article || {};
  if (!title || !description || !body) return res.status(422).json({ errors: { body: ['missing fields'] } });
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now();
  const article = await Article.create({ slug, title, description, body, authorId: req.user.id });
  for (const name of tagList) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    await article.addTag(tag);
  }
  const full = await Article.findByPk(article.id, { include });
  res.status(201).json({ article: toJSON(full) });
});

module.exports = router;
