const path = require('path');

module.exports = {
  port: 3000,
  db: {
    client: 'sqlite3',
    connection: { filename: path.join(__dirname, '..', 'data', 'conduit.sqlite3') },
    useNullAsDefault: true,
  },
};
