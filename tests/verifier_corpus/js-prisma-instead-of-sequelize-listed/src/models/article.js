const { PUBLIC } = require('./user');

module.exports = { INCLUDE_AUTHOR: { author: { select: PUBLIC } } };
