const defaults = require('../services/defaults');

module.exports = (options = {}) => ({ ...defaults, ...options });
