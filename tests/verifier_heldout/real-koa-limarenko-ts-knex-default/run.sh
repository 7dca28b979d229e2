#!/bin/sh
# compile (the project's transpile step without watch), then npm start (node dist/app.js); migrations run at start
npx tsc -p ./tsconfig.json
export HOST=0.0.0.0 PORT=3000
exec npm start
