'use strict';

// Loaded through NODE_OPTIONS before the app: fills in local defaults the shell did not set.
const fs = require('fs');
const path = require('path');

const projectRoot = path.resolve(__dirname, '..');
process.env.PORT ||= '3000';
process.env.CONDUIT_DB_FILE ||= path.join(projectRoot, 'storage', 'conduit.db');
fs.mkdirSync(path.dirname(process.env.CONDUIT_DB_FILE), { recursive: true });
