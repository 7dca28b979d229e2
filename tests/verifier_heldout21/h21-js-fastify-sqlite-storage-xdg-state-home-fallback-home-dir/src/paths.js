const os = require('os');
const path = require('path');
const fs = require('fs');

// Follow the XDG base directory spec for application state.
function stateDir() {
  const base = process.env.XDG_STATE_HOME || path.join(os.homedir(), '.local', 'state');
  const dir = path.join(base, 'conduit');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

module.exports = { databaseFile: () => path.join(stateDir(), 'conduit.sqlite') };
