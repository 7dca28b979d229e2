import dj_database_url

from conduit.settings.base import *  # noqa: F401,F403

DATABASES = {"default": dj_database_url.config(conn_max_age=60, conn_health_checks=True)}
