#!/bin/sh
exec node src/index.js
