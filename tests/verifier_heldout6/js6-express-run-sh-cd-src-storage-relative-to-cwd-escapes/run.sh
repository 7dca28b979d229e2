#!/bin/bash
# start the API (port 3000)
cd "$(dirname "$0")/src"
exec node server.js
