#!/bin/sh
# yarn start as the project documents it (prestart builds with tsc; node . runs dist/index.js)
exec yarn start
