#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p data
exec npm start
