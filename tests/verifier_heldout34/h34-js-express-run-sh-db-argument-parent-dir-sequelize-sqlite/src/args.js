const path = require('path');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

module.exports = {
  port: Number(option('port', 3000)),
  dbFile: path.resolve(option('db', path.join(__dirname, '..', 'data', 'conduit.sqlite'))),
};
