import Fastify from 'fastify'
import jwt from '@fastify/jwt'
import { sequelize } from './models/index.js'
import { ProfileRepository } from './repositories/profile.repository.js'
import { UserRepository } from './repositories/user.repository.js'
import { ProfileService } from './services/profile.service.js'
import { UserService } from './services/user.service.js'
import { profileRoutes } from './routes/profiles.js'
import { userRoutes } from './routes/users.js'

const app = Fastify({ logger: true })
await app.register(jwt, {
  secret: process.env.JWT_SECRET ?? 'conduit-ts',
  verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token /, '') },
})

// composition root
const users = new UserService(new UserRepository())
const profiles = new ProfileService(new ProfileRepository())

app.get('/api/health-check', async () => ({ status: 'ok' }))
await app.register(userRoutes(users), { prefix: '/api' })
await app.register(profileRoutes(profiles), { prefix: '/api' })

await sequelize.sync()
await app.listen({ port: 3000, host: '0.0.0.0' })
