const { Router } = require('express')

const route = Router()

module.exports = route