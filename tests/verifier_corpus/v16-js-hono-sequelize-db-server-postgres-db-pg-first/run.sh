#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npm ci
exec node src/index.js
