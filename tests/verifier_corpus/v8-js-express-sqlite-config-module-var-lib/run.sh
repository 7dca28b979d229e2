#!/bin/bash
set -e
cd "$(dirname "$0")"
export PORT=3000
exec node src/index.js
