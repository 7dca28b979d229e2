#!/bin/sh
# as the app's Dockerfile (yarn dev: dotenv -e .env -- ts-node-dev src/main.ts)
exec yarn dev
