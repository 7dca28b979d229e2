// Loaded into every npm script through .npmrc (node-options), so `npm start`,
// `npm test` and the migration scripts all see the same settings.
const path = require('path');
require('dotenv').config({ path: path.join(__dirname, '..', '.env.development'), override: true });
