const router = require('express').Router();
const { Article, Tag, User } = require('../models');
const auth = require('../lib/auth');

const withEverything = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

async function toJSON(article, uid) {
  const [favoritesCount, favorited] = await Promise.all([
    article.countFans(),
    uid ? article.hasFan(uid) : Promise.resolve(false),
  ]);
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tags.map((t) => t.name).sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

router.post('/articles', auth.required, async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article || {};
  if (!title || !description || !body) return res.status(422).json({ errors: { body: ['missing fields'] } });
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  const article = await Article.create({ slug, title, description, body, authorId: req.uid });
  // Tags are shared between articles: reuse an existing row or create it.
  for (const name of [...new Set(tagList)]) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    await article.addTag(tag);
  }
  await article.reload({ include: withEverything });
  res.status(201).json({ article: await toJSON(article, req.uid) });
});

router.get('/articles/:slug', auth.optional, async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: withEverything });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article: await toJSON(article, req.uid) });
});

router.post('/articles/:slug/favorite', auth.required, async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: withEverything });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  await article.addFan(req.uid);
  res.json({ article: await toJSON(article, req.uid) });
});

router.get('/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

module.exports = router;
