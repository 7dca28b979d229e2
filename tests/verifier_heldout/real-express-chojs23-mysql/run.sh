#!/bin/sh
# the project only has "dev": nodemon server.js; start it without the watcher
export PORT=3000
exec node server.js
