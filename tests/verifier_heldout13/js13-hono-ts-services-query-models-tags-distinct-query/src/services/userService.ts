import bcrypt from 'bcryptjs'
import { sign } from 'hono/jwt'
import { User } from '../models'

export const JWT_SECRET = process.env.JWT_SECRET ?? 'hono-conduit-secret'

async function withToken(user: User) {
  const token = await sign({ id: user.id }, JWT_SECRET)
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token }
}

export async function register(username: string, email: string, password: string) {
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) })
  return withToken(user)
}

export async function login(email: string, password: string) {
  const user = await User.findOne({ where: { email } })
  if (!user || !(await bcrypt.compare(password, user.password))) return null
  return withToken(user)
}
