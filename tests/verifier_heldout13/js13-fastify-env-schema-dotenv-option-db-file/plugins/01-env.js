'use strict'

const fp = require('fastify-plugin')

const schema = {
  type: 'object',
  properties: {
    DB_FILE: { type: 'string', default: ':memory:' },
    JWT_SECRET: { type: 'string', default: 'change-me' },
    PORT: { type: 'integer', default: 3000 }
  }
}

// dotenv: true makes @fastify/env read ./.env before validating
module.exports = fp(async function env (fastify) {
  await fastify.register(require('@fastify/env'), { schema, dotenv: true })
}, { name: 'env' })
