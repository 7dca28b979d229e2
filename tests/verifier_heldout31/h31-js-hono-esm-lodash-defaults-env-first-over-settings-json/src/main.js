import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { config } from './config.js'
import { sequelize } from './db.js'
import { articles } from './articles.js'

const app = new Hono()
app.get('/api/health-check', (c) => c.json({ status: 'ok' }))
app.route('/api', articles)

await sequelize.sync()
serve({ fetch: app.fetch, port: config.port })
