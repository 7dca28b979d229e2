exports.User = require('./User')
exports.Article = require('./Article')
exports.Comment = require('./Comment')
exports.Tag = require('./Tag')
