#!/bin/sh
exec make serve
