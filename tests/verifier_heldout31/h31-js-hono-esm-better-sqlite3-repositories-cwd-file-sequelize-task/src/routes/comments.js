import { Hono } from 'hono'
import { commentService, Forbidden, Missing } from '../services/commentService.js'

export const comments = new Hono()

const userId = (c) => Number(c.req.header('x-user-id'))

comments.get('/articles/:slug/comments', (c) => c.json({ comments: commentService.list(c.req.param('slug')) }))

comments.post('/articles/:slug/comments', async (c) => {
  const { comment } = await c.req.json()
  return c.json({ comment: commentService.add(c.req.param('slug'), userId(c), comment.body) }, 201)
})

comments.delete('/articles/:slug/comments/:id', (c) => {
  try {
    commentService.remove(Number(c.req.param('id')), userId(c))
    return c.json({})
  } catch (err) {
    if (err instanceof Missing) return c.json({ errors: { comment: ['not found'] } }, 404)
    if (err instanceof Forbidden) return c.json({ errors: { comment: ['forbidden'] } }, 403)
    throw err
  }
})
