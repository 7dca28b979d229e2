import { Hono } from 'hono';
import jwt from 'jsonwebtoken';
import * as articles from '../services/articles.js';

export const articlesApp = new Hono();
const me = (c) => { try { return jwt.verify((c.req.header('Authorization') ?? '').slice(6), process.env.JWT_SECRET ?? 'dev').id; } catch { return null; } };
const fail = (c, e) => c.json({ errors: { body: [e.message] } }, e.code ?? 500);

articlesApp.get('/:slug', async (c) => {
  try { return c.json({ article: (await articles.getArticle(c.req.param('slug'))).toJSON() }); } catch (e) { return fail(c, e); }
});
articlesApp.delete('/:slug', async (c) => {
  const id = me(c);
  if (!id) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  try { await articles.removeArticle(c.req.param('slug'), id); return c.body(null, 204); } catch (e) { return fail(c, e); }
});
