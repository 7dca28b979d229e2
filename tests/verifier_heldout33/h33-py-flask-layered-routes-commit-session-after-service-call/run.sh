#!/usr/bin/env bash
cd "$(dirname "$0")"
mkdir -p data
exec waitress-serve --host 0.0.0.0 --port 8080 --call 'blog:create_app'
