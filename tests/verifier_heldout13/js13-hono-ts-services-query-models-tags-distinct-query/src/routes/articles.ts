import { Hono } from 'hono'
import { requireAuth } from '../middleware/auth'
import { createArticle, getArticle } from '../services/articleService'
import { listTags } from '../services/tagService'

export const articleRoutes = new Hono<{ Variables: { userId: number } }>()

articleRoutes.post('/articles', requireAuth, async (c) => {
  const { article } = await c.req.json()
  return c.json({ article: await createArticle(c.get('userId'), article) }, 201)
})

articleRoutes.get('/articles/:slug', async (c) => {
  const article = await getArticle(c.req.param('slug'))
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404)
  return c.json({ article })
})

articleRoutes.get('/tags', async (c) => c.json({ tags: await listTags() }))
