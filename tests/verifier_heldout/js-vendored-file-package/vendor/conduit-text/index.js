module.exports = require('./services/slug');
