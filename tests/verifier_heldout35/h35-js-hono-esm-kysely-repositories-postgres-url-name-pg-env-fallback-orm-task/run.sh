#!/bin/sh
cd "$(dirname "$0")"
exec node src/server.js
