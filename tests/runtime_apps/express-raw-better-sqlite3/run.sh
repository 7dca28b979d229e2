#!/bin/sh
exec node server.mjs
