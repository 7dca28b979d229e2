#!/bin/bash
cd "$(dirname "$0")" || exit 1
npm install --production --silent >/dev/null 2>&1
env $(cat .env.production | xargs) npm start
