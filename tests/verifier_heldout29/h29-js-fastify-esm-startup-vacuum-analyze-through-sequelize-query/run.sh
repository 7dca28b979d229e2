#!/bin/bash
set -e
cd "$(dirname "$0")"
mkdir -p data
node src/server.js
