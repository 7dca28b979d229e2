#!/usr/bin/env bash
cd "$(dirname "$0")"
mkdir -p data
exec node src/index.js
