import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { sequelize } from './db/connection.js'
import './db/models.js'
import { users } from './routes/users.js'
import { articles } from './routes/articles.js'

const app = new Hono()
app.get('/api/health-check', (c) => c.body(null, 200))
app.route('/api', users)
app.route('/api', articles)

await sequelize.sync()
serve({ fetch: app.fetch, port: 3000 })
