import os

import dj_database_url

from conduit.settings.base import *  # noqa: F401,F403

DEBUG = False
DATABASES = {"default": dj_database_url.parse(os.environ["DATABASE_URL"], conn_max_age=120)}
