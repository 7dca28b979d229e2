#!/bin/bash
set -e
cd "$(dirname "$0")"
mkdir -p data
sqlite3 data/conduit.sqlite < sql/schema.sql
exec node src/index.js
