#!/bin/sh
cd "$(dirname "$0")"
exec python serve.py @server.args
