const path = require('path');
const fs = require('fs');

// the project root is wherever package.json lives, however the server was started
const projectRoot = path.dirname(require.resolve('../../package.json'));
const dataDir = path.join(projectRoot, 'storage');
fs.mkdirSync(dataDir, { recursive: true });

module.exports = { projectRoot, databaseFile: path.join(dataDir, 'conduit.db') };
