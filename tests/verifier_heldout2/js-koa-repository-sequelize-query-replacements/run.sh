#!/usr/bin/env bash
set -e
mkdir -p db
exec node src/main.js
