#!/bin/sh
# as the project's Dockerfile: node app.js in src/ (NODE_ENV=development selects config.development.js)
cd src
export NODE_ENV=development
exec node app.js
