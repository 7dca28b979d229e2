import Fastify from 'fastify'
import { sequelize } from './models/index.js'
import auth from './routes/auth.js'
import userRoutes from './routes/users.js'

const app = Fastify({ logger: true })

app.get('/api/health-check', async () => ({ ok: true }))
await app.register(auth)
await app.register(userRoutes, { prefix: '/api' })

await sequelize.sync()
await app.listen({ port: 3000, host: '0.0.0.0' })
