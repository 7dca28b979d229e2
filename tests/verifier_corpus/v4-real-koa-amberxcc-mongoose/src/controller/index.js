const articleController = require('./article')
const userController = require('./user')
const profileController = require('./profile')
const tagController = require('./tag')

module.exports = {
    articleController,
    userController,
    profileController,
    tagController
}