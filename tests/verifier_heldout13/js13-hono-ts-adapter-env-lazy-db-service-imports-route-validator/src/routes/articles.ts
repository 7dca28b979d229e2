import { Hono } from 'hono'
import { zValidator } from '@hono/zod-validator'
import { articleService } from '../services/article.service.js'
import { newArticleSchema } from './validators.js'

export const articles = new Hono()

articles.get('/articles', async (c) => c.json(await articleService.list(c.req.query())))

articles.post('/articles', zValidator('json', newArticleSchema), async (c) => {
  const { article } = c.req.valid('json')
  const username = c.req.header('X-Username') ?? 'anonymous'
  return c.json({ article: await articleService.create(username, article) }, 201)
})

articles.get('/articles/:slug', async (c) => {
  const article = await articleService.get(c.req.param('slug'))
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404)
})
