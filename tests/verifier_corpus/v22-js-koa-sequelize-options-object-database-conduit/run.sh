#!/bin/bash
set -e
cd "$(dirname "${BASH_SOURCE[0]}")"
npm install --production --silent
node src/index.js
