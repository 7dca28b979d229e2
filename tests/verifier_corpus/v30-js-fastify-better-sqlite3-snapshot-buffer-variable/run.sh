#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p var
[ -f var/conduit.sqlite ] || sqlite3 var/conduit.sqlite < schema.sql
exec node src/main.js
