// feature-file: articles
import { Hono } from 'hono';
import { optionalAuth, requireAuth } from '../http/auth.js';
import { readJson } from '../http/body.js';
import { parsePagination } from '../lib/pagination.js';
import * as articleService from '../services/articleService.js';

// /feed is registered before /:slug so that it is not taken for a slug. // feature-line: profiles
export const articles = new Hono()
  .get('/', optionalAuth, async (c) => {
    // feature-begin: favorites
    const { tag, author, favorited } = c.req.query();
    const filters = { tag, author, favorited, ...parsePagination(c.req.query()) };
    // feature-else: favorites
    // const { tag, author } = c.req.query();
    // const filters = { tag, author, ...parsePagination(c.req.query()) };
    // feature-end: favorites
    return c.json(await articleService.list(filters, c.var.userId));
  })
  // feature-begin: profiles
  .get('/feed', requireAuth, async (c) => {
    return c.json(await articleService.feed(parsePagination(c.req.query()), c.var.userId));
  })
  // feature-end: profiles
  .post('/', requireAuth, async (c) => {
    const { article } = await readJson(c);
    return c.json({ article: await articleService.create(c.var.userId, article) }, 201);
  })
  .get('/:slug', optionalAuth, async (c) => {
    return c.json({ article: await articleService.get(c.req.param('slug'), c.var.userId) });
  })
  .put('/:slug', requireAuth, async (c) => {
    const { article } = await readJson(c);
    const updated = await articleService.update(c.var.userId, c.req.param('slug'), article);
    return c.json({ article: updated });
  })
  .delete('/:slug', requireAuth, async (c) => {
    await articleService.remove(c.var.userId, c.req.param('slug'));
    return c.body(null, 204);
  // feature-begin: favorites
  })
  .post('/:slug/favorite', requireAuth, async (c) => {
    return c.json({ article: await articleService.favorite(c.var.userId, c.req.param('slug')) });
  })
  .delete('/:slug/favorite', requireAuth, async (c) => {
    return c.json({ article: await articleService.unfavorite(c.var.userId, c.req.param('slug')) });
  });
  // feature-else: favorites
  // });
  // feature-end: favorites
