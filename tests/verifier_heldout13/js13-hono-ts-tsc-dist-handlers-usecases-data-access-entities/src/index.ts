import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { sequelize } from './data-access/db'
import './data-access/user.model'
import { accounts } from './handlers/accounts'
import { profiles } from './handlers/profiles'

async function main() {
  await sequelize.sync()
  const app = new Hono()
  app.get('/api/health-check', (c) => c.json({ status: 'ok' }))
  app.route('/api', accounts)
  app.route('/api', profiles)
  serve({ fetch: app.fetch, port: 3000 })
}

main()
