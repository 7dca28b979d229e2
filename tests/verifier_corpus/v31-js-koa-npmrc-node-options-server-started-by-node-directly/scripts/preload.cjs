// Preloaded by npm (see .npmrc): keep the SQLite file out of the source tree
// so file watchers do not restart the server on every write.
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = path.join(os.tmpdir(), 'conduit-koa');
fs.mkdirSync(dir, { recursive: true });
process.env.SQLITE_STORAGE = path.join(dir, 'conduit.sqlite');
