#!/bin/sh
# npm run build (tsc -p tsconfig.prod.json), then npm start (node dist/index.js)
npm run build
export PORT=8080
exec npm start
