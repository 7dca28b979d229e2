'use strict'

const fp = require('fastify-plugin')
const { sequelize } = require('../lib/sequelize')
require('../models/comment')

module.exports = fp(async function (fastify) {
  await sequelize.sync()
  fastify.addHook('onClose', () => sequelize.close())
})
