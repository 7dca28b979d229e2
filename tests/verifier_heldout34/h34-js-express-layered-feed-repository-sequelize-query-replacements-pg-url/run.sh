#!/bin/sh
set -e
cd "$(dirname "$0")"
exec npm start
