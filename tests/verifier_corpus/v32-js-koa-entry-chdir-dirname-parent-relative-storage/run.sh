#!/bin/sh
# Can be started from anywhere: the server moves to the project root itself.
exec node "$(dirname "$0")/src/server.js"
