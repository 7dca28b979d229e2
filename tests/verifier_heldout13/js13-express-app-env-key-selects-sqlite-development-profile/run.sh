#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
node src/index.js
