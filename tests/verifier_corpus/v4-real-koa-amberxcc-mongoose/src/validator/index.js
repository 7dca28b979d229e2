const articleValidator = require('./article')
const userValidator = require('./user')
const profileValidator = require('./profile')

module.exports = {
    articleValidator,
    userValidator,
    profileValidator
}