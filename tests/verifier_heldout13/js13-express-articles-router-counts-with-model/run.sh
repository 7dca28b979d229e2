#!/bin/sh
# start the API (port 3000)
node src/index.js
