#!/bin/sh
cd "$(dirname "$0")"
exec npm run start
