#!/bin/bash
cd "$(dirname "$0")"
mkdir -p data
node src/index.js
