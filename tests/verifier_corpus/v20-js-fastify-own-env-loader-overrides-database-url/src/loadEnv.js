const fs = require('fs');
const path = require('path');

// Minimal .env support without the dotenv dependency: every KEY=VALUE line of
// the project's .env file is copied into process.env.
function loadEnv(file = path.resolve(__dirname, '..', '.env')) {
  if (!fs.existsSync(file)) return;
  for (const raw of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq === -1) continue;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim().replace(/^(['"])(.*)\1$/, '$2');
    process.env[key] = value;
  }
}

module.exports = loadEnv;
