#!/bin/sh
set -e
npm install
exec node src/server.js
