const fs = require('fs');
const path = require('path');

const file = path.join(__dirname, '..', 'var', 'conduit.sqlite');
fs.mkdirSync(path.dirname(file), { recursive: true });

module.exports = {
  database: 'conduit',
  username: null,
  password: null,
  options: {
    dialect: 'sqlite',
    host: file,
    logging: false,
  },
};
