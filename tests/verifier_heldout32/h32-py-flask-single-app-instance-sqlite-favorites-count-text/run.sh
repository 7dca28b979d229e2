#!/bin/sh
cd "$(dirname "$0")"
exec python app.py
