#!/bin/sh
# as the project's scripts: build (tsc -p tsconfig.prod.json), then npm start (node dist/index.js)
npm run build
exec npm start
