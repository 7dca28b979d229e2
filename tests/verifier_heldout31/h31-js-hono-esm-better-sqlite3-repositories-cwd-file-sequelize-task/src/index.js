import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { comments } from './routes/comments.js'

const app = new Hono()
app.get('/api/health-check', (c) => c.text('ok'))
app.route('/api', comments)

serve({ fetch: app.fetch, port: 3000 })
