import { Hono } from 'hono'
import { userService } from '../services/userService.js'
import { requireUser } from './auth.js'

export const users = new Hono()

users.post('/users', async (c) => {
  const { user, error } = await userService.register((await c.req.json()).user ?? {})
  return error ? c.json({ errors: error }, 422) : c.json({ user }, 201)
})

users.post('/users/login', async (c) => {
  const { user, error } = await userService.login((await c.req.json()).user ?? {})
  return error ? c.json({ errors: error }, 401) : c.json({ user })
})

users.get('/user', requireUser, (c) => c.json({ user: userService.profileOf(c.get('user'), c.get('token')) }))
