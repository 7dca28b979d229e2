import bcrypt from 'bcryptjs'
import { randomBytes } from 'node:crypto'
import { userRepository } from '../repositories/userRepository.js'
import { sessionRepository } from '../repositories/sessionRepository.js'

const DAY = 24 * 60 * 60 * 1000

async function issue (user) {
  const token = randomBytes(24).toString('base64url')
  await sessionRepository.create(user.id, token, new Date(Date.now() + 7 * DAY))
  return { email: user.email, token, username: user.username, bio: user.bio, image: user.image }
}

export const userService = {
  async register ({ username, email, password }) {
    if (await userRepository.byEmail(email)) return { error: { email: ['has already been taken'] } }
    return { user: await issue(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) })) }
  },
  async login ({ email, password }) {
    const user = await userRepository.byEmail(email)
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) return { error: { credentials: ['invalid'] } }
    return { user: await issue(user) }
  },
  profileOf (user, token) {
    return { email: user.email, token, username: user.username, bio: user.bio, image: user.image }
  }
}
