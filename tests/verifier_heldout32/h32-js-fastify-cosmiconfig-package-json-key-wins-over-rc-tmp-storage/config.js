const fs = require('fs');
const path = require('path');
const { cosmiconfigSync } = require('cosmiconfig');

const found = cosmiconfigSync('conduit').search();
const settings = { storage: './data/conduit.sqlite', logSql: false, ...(found ? found.config : {}) };

fs.mkdirSync(path.dirname(path.resolve(settings.storage)), { recursive: true });

module.exports = settings;
