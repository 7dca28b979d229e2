import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { sequelize } from './db'
import './models'
import { userRoutes } from './routes/users'
import { articleRoutes } from './routes/articles'

const app = new Hono().basePath('/api')

app.get('/health-check', (c) => c.json({ status: 'ok' }))
app.route('/', userRoutes)
app.route('/', articleRoutes)

await sequelize.sync()
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`Listening on http://localhost:${info.port}`))
