import { Hono } from 'hono'
import * as users from '../services/userService'

export const userRoutes = new Hono()

userRoutes.post('/users', async (c) => {
  const { user } = await c.req.json()
  return c.json({ user: await users.register(user.username, user.email, user.password) }, 201)
})

userRoutes.post('/users/login', async (c) => {
  const { user } = await c.req.json()
  const result = await users.login(user.email, user.password)
  if (!result) return c.json({ errors: { credentials: ['invalid'] } }, 401)
  return c.json({ user: result })
})
