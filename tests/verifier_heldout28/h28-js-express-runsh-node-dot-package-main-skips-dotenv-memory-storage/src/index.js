// Development entry (npm start / npm run dev): load .env, then boot the same server.
require('dotenv').config();
require('../server.js');
