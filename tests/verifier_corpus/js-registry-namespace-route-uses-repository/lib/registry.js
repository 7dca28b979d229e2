// everything a route may need, under one name
exports.auth = require('./services/auth');
exports.users = require('./repositories/users');
