import { bearerAuth } from 'hono/bearer-auth'
import { sessionRepository } from '../repositories/sessionRepository.js'

// Conduit sends "Authorization: Token <token>"
export const requireUser = bearerAuth({
  prefix: 'Token',
  verifyToken: async (token, c) => {
    const session = await sessionRepository.findActive(token)
    if (!session) return false
    c.set('user', session.User)
    c.set('token', token)
    return true
  }
})
