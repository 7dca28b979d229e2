'use strict'
const fastify = require('fastify')({ logger: true })
const { sequelize } = require('./models')

fastify.get('/api/health-check', async () => 'ok')
fastify.register(require('./routes/articles'), { prefix: '/api' })

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }))
