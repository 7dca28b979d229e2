# coding: utf-8

from . import views  # noqa
