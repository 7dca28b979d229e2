const path = require('path');

module.exports = {
  port: Number(process.env.PORT || 3000),
  sqliteFile: path.join(__dirname, '..', 'data', 'conduit.sqlite'),
};
