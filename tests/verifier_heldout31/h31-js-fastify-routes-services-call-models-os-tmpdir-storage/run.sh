#!/bin/sh
cd "$(dirname "$0")"
exec npm start
