'use strict'

const Fastify = require('fastify')

const server = Fastify({ logger: true })
server.register(require('./app'))

server.ready((err) => {
  if (err) throw err
  server.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' })
})
