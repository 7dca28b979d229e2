import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { env } from 'hono/adapter'
import { getDb } from './db/client.js'
import { articles } from './routes/articles.js'

const app = new Hono().basePath('/api')

// make sure the database is connected and the schema exists before any handler runs
app.use('*', async (c, next) => {
  await getDb(env<{ DATABASE_URL?: string }>(c))
  await next()
})

app.get('/health-check', (c) => c.json({ ok: true }))
app.route('/', articles)

serve({ fetch: app.fetch, port: 3000 })
