#!/bin/sh
# package.json's start script names app.js (nodemon), which does not exist: start index.js
export PORT=3000 JWT_SECRET="${JWT_SECRET:-conduit}"
exec node index.js
