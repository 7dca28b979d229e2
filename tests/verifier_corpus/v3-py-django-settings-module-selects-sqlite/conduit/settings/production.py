import dj_database_url

from .base import *  # noqa: F401,F403

DATABASES = {
    "default": dj_database_url.config(
        default="postgres://conduit:conduit@localhost:5432/conduit",
        conn_max_age=600,
        ssl_require=False,
    )
}
