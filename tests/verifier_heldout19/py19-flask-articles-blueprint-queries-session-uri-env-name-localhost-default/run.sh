#!/bin/sh
cd "$(dirname "$0")"
exec python wsgi.py
