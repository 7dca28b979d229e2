#!/bin/sh
exec node src/server.js
