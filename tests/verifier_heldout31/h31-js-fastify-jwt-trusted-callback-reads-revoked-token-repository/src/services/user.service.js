import bcrypt from 'bcryptjs'
import { randomUUID } from 'node:crypto'
import { userRepository } from '../repositories/user.repository.js'
import { revokedTokenRepository } from '../repositories/revoked-token.repository.js'

export class AppError extends Error {
  constructor (statusCode, errors) {
    super('app error')
    this.statusCode = statusCode
    this.errors = errors
  }
}

export function createUserService (signToken) {
  const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: signToken({ id: u.id, jti: randomUUID() }) })
  return {
    async register ({ username, email, password }) {
      if (await userRepository.byEmail(email)) throw new AppError(422, { email: ['has already been taken'] })
      return view(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }))
    },
    async login ({ email, password }) {
      const user = await userRepository.byEmail(email)
      if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new AppError(401, { credentials: ['invalid'] })
      return view(user)
    },
    async current (id) {
      return view(await userRepository.byId(id))
    },
    logout: (jti) => revokedTokenRepository.revoke(jti)
  }
}
