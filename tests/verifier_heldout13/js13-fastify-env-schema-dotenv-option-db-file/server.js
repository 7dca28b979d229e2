'use strict'

const Fastify = require('fastify')

const server = Fastify({ logger: true })
server.register(require('./app'))

server.ready((err) => {
  if (err) throw err
  server.listen({ port: server.config.PORT, host: '0.0.0.0' })
})
