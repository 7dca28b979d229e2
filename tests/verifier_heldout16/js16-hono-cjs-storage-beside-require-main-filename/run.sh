#!/bin/sh
exec node "$(dirname "$0")/bin/www.js"
