#!/bin/sh
# compile with tsc, then npm start (node dist/index.js)
npm run build
exec npm start
