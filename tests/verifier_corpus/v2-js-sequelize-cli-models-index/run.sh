#!/bin/sh
exec node src/app.js
