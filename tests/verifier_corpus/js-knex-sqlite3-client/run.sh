#!/bin/sh
mkdir -p data
exec npm start
