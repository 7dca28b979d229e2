#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npm run build
node build/index.js
