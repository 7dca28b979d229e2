'use strict'

const path = require('node:path')
const AutoLoad = require('@fastify/autoload')

module.exports = async function (fastify, opts) {
  await fastify.register(AutoLoad, { dir: path.join(__dirname, 'plugins'), options: { ...opts } })
  await fastify.register(AutoLoad, { dir: path.join(__dirname, 'routes'), options: { ...opts } })
}
