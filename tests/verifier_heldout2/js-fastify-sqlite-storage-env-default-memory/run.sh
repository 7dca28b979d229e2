#!/usr/bin/env bash
exec npm start
