const { PUBLIC_FIELDS } = require('./user');

const WITH_AUTHOR = { author: { select: PUBLIC_FIELDS } };

module.exports = { WITH_AUTHOR };
