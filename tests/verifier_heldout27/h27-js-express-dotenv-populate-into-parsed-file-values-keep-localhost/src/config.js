const fs = require('fs');
const path = require('path');
const dotenv = require('dotenv');

const envFile = path.join(__dirname, '..', '.env');

// Start from the defaults committed in .env, then layer the real environment on top of them
// (without touching process.env itself).
const settings = fs.existsSync(envFile) ? dotenv.parse(fs.readFileSync(envFile)) : {};
dotenv.populate(settings, process.env);

module.exports = {
  databaseUrl: settings.DATABASE_URL,
  jwtSecret: settings.JWT_SECRET || 'change-me',
  port: Number(settings.PORT || 3000),
};
