#!/bin/sh
# build with tsup, then run the package's bin (dist/cli.cjs: migrations, then @hono/node-server)
npm run build
export PORT=8080
exec node dist/cli.cjs
