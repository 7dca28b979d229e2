const { cosmiconfigSync } = require('cosmiconfig');

const defaults = {
  port: 3000,
  database: { filename: './data/conduit.db' },
  jwt: { secret: 'secret', expiresIn: '1d' },
};

const result = cosmiconfigSync('conduit').search();

module.exports = result ? { ...defaults, ...result.config } : defaults;
