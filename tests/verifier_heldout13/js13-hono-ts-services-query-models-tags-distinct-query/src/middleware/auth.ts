import { createMiddleware } from 'hono/factory'
import { verify } from 'hono/jwt'
import { JWT_SECRET } from '../services/userService'

export const requireAuth = createMiddleware<{ Variables: { userId: number } }>(async (c, next) => {
  const header = c.req.header('Authorization') ?? ''
  const token = header.startsWith('Token ') ? header.slice(6) : ''
  try {
    const payload = await verify(token, JWT_SECRET)
    c.set('userId', payload.id as number)
  } catch {
    return c.json({ errors: { token: ['invalid'] } }, 401)
  }
  await next()
})
