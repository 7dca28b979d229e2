#!/bin/sh
set -e
npm install
export SERVER_PORT=3000
exec npx nodemon
