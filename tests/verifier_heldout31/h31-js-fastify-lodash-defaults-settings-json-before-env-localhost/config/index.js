'use strict'
const _ = require('lodash')
const settings = require('./settings.json')

// settings.json first, the environment fills whatever it does not define
module.exports = _.defaults({}, settings, {
  port: Number(process.env.PORT) || 3000,
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
  logLevel: process.env.LOG_LEVEL || 'info'
})
