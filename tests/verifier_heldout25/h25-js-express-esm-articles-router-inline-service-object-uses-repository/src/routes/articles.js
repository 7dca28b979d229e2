import { Router } from 'express';
import * as articleRepository from '../repositories/article.repository.js';
import { authOptional, authRequired } from '../middleware/auth.js';

const router = Router();

// Article rules kept next to the endpoints that use them.
const articleService = {
  slugify(title) {
    const base = title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return `${base}-${Date.now().toString(36)}`;
  },

  async list(query) {
    const limit = Math.min(Number(query.limit) || 20, 100);
    const offset = Number(query.offset) || 0;
    return articleRepository.findPage({ tag: query.tag, author: query.author, limit, offset });
  },

  async create(authorId, input) {
    if (!input?.title || !input?.description || !input?.body) {
      const err = new Error('title, description and body are required');
      err.status = 422;
      throw err;
    }
    const created = await articleRepository.create({
      slug: this.slugify(input.title),
      title: input.title,
      description: input.description,
      body: input.body,
      tagList: input.tagList || [],
      authorId,
    });
    return articleRepository.findBySlug(created.slug);
  },

  async remove(userId, slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) return 404;
    if (article.authorId !== userId) return 403;
    await articleRepository.remove(article);
    return 204;
  },
};

function view(article, userId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: article.favorites.some((f) => f.userId === userId),
    favoritesCount: article.favorites.length,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

router.get('/articles', authOptional, async (req, res) => {
  const { rows, count } = await articleService.list(req.query);
  res.json({ articles: rows.map((a) => view(a, req.userId)), articlesCount: count });
});

router.post('/articles', authRequired, async (req, res) => {
  try {
    const article = await articleService.create(req.userId, req.body.article);
    res.status(201).json({ article: view(article, req.userId) });
  } catch (err) {
    res.status(err.status || 500).json({ errors: { body: [err.message] } });
  }
});

router.get('/articles/:slug', authOptional, async (req, res) => {
  const article = await articleRepository.findBySlug(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article: view(article, req.userId) });
});

router.delete('/articles/:slug', authRequired, async (req, res) => {
  const status = await articleService.remove(req.userId, req.params.slug);
  res.status(status).end();
});

export default router;
