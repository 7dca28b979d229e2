#!/bin/sh
# npm start (node .) with the .env the project's create:env script copies from .env.sample
exec npm start
