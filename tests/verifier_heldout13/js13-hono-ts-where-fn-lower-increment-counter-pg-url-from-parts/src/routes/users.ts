import { Hono } from 'hono'
import { sign } from 'hono/jwt'
import bcrypt from 'bcryptjs'
import { col, fn, where } from 'sequelize'
import { User } from '../db/models.js'

export const SECRET = process.env.JWT_SECRET ?? 'conduit'
export const users = new Hono()

const out = async (u: User) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) })

// e-mail addresses compare case-insensitively
const byEmail = (email: string) => User.findOne({ where: where(fn('lower', col('email')), email.toLowerCase()) })

users.post('/users', async (c) => {
  const { user } = await c.req.json()
  if (await byEmail(user.email)) return c.json({ errors: { email: ['has already been taken'] } }, 409)
  const created = await User.create({ ...user, password: await bcrypt.hash(user.password, 10) })
  return c.json({ user: await out(created) }, 201)
})

users.post('/users/login', async (c) => {
  const { user } = await c.req.json()
  const found = await byEmail(user.email ?? '')
  if (!found || !(await bcrypt.compare(user.password ?? '', found.password))) {
    return c.json({ errors: { 'email or password': ['is invalid'] } }, 401)
  }
  return c.json({ user: await out(found) })
})
