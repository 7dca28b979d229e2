#!/bin/sh
# Start the API in the foreground; PORT, JWT_SECRET and the database settings come from the environment.
export PORT="${PORT:-3000}"
exec node src/server.js
