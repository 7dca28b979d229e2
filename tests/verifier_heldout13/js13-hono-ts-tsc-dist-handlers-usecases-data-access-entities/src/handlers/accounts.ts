import { Hono } from 'hono'
import { signIn, signUp } from '../usecases/accounts'

export const accounts = new Hono()

accounts.post('/users', async (c) => {
  const { user } = await c.req.json()
  return c.json({ user: await signUp(user.username, user.email, user.password) }, 201)
})

accounts.post('/users/login', async (c) => {
  const { user } = await c.req.json()
  const result = await signIn(user.email, user.password)
  return result ? c.json({ user: result }) : c.json({ errors: { credentials: ['invalid'] } }, 401)
})
