#!/bin/bash
cd "$(dirname "$0")"
export DB_FILE=$HOME/c.sqlite
exec node src/app.js
