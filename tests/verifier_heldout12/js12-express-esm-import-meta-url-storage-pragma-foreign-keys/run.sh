#!/bin/sh
# start the API (foreground)
exec node ./src/app.js
