#!/usr/bin/env bash
cd "$(dirname "${BASH_SOURCE[0]}")"
node src/index.js
