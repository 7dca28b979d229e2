#!/usr/bin/env bash
export NODE_ENV=production
exec node bin/www
