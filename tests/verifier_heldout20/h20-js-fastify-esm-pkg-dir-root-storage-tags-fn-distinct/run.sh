#!/usr/bin/env bash
# the evaluation may start us from anywhere; the database location does not depend on it
exec node "$(dirname "$(readlink -f "$0")")/src/server.js"
