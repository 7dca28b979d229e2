#!/bin/sh
set -e
cd "$(dirname "$0")"
exec waitress-serve --host=0.0.0.0 --port=8080 --call conduit.app:build
