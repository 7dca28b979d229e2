const fs = require('fs');
const path = require('path');

// Keep the database file out of the source tree when a writable cache dir is known
// (npm exposes its cache directory to scripts); fall back to the project directory.
function databaseFile() {
  const cacheDir = process.env.npm_config_cache;
  if (cacheDir) {
    const dir = path.join(cacheDir, 'koa-conduit');
    fs.mkdirSync(dir, { recursive: true });
    return path.join(dir, 'conduit.sqlite');
  }
  return path.resolve(__dirname, '..', '..', 'conduit.sqlite');
}

module.exports = { databaseFile };
