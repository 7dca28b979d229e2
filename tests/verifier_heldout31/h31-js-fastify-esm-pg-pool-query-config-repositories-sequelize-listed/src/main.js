import Fastify from 'fastify'
import { ensureSchema } from './db/pool.js'
import tagRoutes from './routes/tags.js'

const app = Fastify({ logger: true })
app.get('/api/health-check', async () => ({ status: 'ok' }))
await app.register(tagRoutes, { prefix: '/api' })

await ensureSchema()
await app.listen({ port: 3000, host: '0.0.0.0' })
