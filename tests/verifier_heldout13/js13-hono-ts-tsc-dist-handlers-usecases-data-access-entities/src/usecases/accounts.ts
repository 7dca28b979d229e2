import bcrypt from 'bcryptjs'
import { sign } from 'hono/jwt'
import { userStore } from '../data-access/user.store'
import type { UserEntity } from '../entities/user'

export const SECRET = process.env.JWT_SECRET ?? 'dev-secret'

const withToken = async (u: UserEntity) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ sub: u.id }, SECRET),
})

export async function signUp(username: string, email: string, password: string) {
  return withToken(await userStore.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) }))
}

export async function signIn(email: string, password: string) {
  const u = await userStore.byEmail(email)
  return u && (await bcrypt.compare(password, u.passwordHash)) ? withToken(u) : null
}
