'use strict'

module.exports = async function (fastify) {
  fastify.get('/', async () => ({ status: 'ok' }))
}
module.exports.autoPrefix = '/health-check'
