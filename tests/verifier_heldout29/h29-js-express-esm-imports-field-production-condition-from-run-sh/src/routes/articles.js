import { Router } from 'express';
import { Article, Tag, User } from '../models.js';
import { authOptional, authRequired } from '../middleware/auth.js';

const router = Router();

const slugify = (title) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;

async function present(article, viewerId) {
  const [tags, favoritesCount, favorited] = await Promise.all([
    article.getTags({ order: [['name', 'ASC']] }),
    article.countFavoritedBy(),
    viewerId ? article.hasFavoritedBy(viewerId) : false,
  ]);
  const author = article.author ?? (await article.getAuthor());
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: tags.map((t) => t.name),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount,
    author: { username: author.username, bio: author.bio, image: author.image, following: false },
  };
}

router.get('/articles', authOptional, async (req, res) => {
  const limit = Number(req.query.limit ?? 20);
  const offset = Number(req.query.offset ?? 0);
  const include = [{ model: User, as: 'author', ...(req.query.author ? { where: { username: req.query.author } } : {}) }];
  if (req.query.tag) include.push({ model: Tag, as: 'tags', where: { name: req.query.tag }, attributes: [] });
  if (req.query.favorited) {
    include.push({ model: User, as: 'favoritedBy', where: { username: req.query.favorited }, attributes: [] });
  }
  const { rows, count } = await Article.findAndCountAll({
    include, limit, offset, distinct: true, order: [['createdAt', 'DESC']],
  });
  res.json({ articles: await Promise.all(rows.map((a) => present(a, req.userId))), articlesCount: count });
});

router.post('/articles', authRequired, async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article ?? {};
  if (!title || !description || !body) {
    return res.status(422).json({ errors: { body: ['title, description and body are required'] } });
  }
  const article = await Article.create({ slug: slugify(title), title, description, body, authorId: req.userId });
  for (const name of tagList) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    await article.addTag(tag);
  }
  res.status(201).json({ article: await present(article, req.userId) });
});

router.get('/articles/:slug', authOptional, async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article: await present(article, req.userId) });
});

router.post('/articles/:slug/favorite', authRequired, async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  await article.addFavoritedBy(req.userId);
  res.json({ article: await present(article, req.userId) });
});

export default router;
