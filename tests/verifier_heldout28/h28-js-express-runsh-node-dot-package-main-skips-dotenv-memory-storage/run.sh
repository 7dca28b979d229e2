#!/bin/bash
cd "$(dirname "$0")"
mkdir -p data
# start the package entry point (package.json "main")
exec node .
