"""The articles module."""

from . import views  # noqa
