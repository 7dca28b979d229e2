#!/bin/bash
set -e
cd "$(dirname "$0")"
node src/server.js
