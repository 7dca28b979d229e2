'use strict'
const path = require('node:path')
const Fastify = require('fastify')
const autoload = require('@fastify/autoload')
const { sequelize } = require('./lib/db')

const app = Fastify({ logger: true })

app.get('/api/health-check', async () => ({ status: 'ok' }))

app.register(autoload, {
  dir: path.join(__dirname, 'routes'),
  options: { prefix: '/api' },
  ignoreFilter: /\.legacy\.js$/
})

async function start () {
  await sequelize.sync()
  await app.listen({ port: 3000, host: '0.0.0.0' })
}

start().catch((err) => {
  app.log.error(err)
  process.exit(1)
})
