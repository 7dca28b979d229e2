const env = process.env.NODE_ENV || 'development';

// config/development.js, config/test.js, config/production.js
module.exports = require(`./${env}`);
