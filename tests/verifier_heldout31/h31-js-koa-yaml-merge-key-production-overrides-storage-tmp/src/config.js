const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');

const env = process.env.NODE_ENV || 'development';
const all = yaml.load(fs.readFileSync(path.join(__dirname, '..', 'config', 'app.yml'), 'utf8'));

if (!all[env]) throw new Error(`no configuration for ${env}`);

module.exports = { env, ...all[env] };
