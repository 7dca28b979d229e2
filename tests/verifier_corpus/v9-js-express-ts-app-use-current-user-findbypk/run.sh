#!/bin/bash
set -e
cd "$(dirname "$0")"
npm run build
node dist/server.js
