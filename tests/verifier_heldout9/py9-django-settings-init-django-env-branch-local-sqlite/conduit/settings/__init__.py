import os

from .base import *  # noqa: F401,F403

if os.environ.get("DJANGO_ENV", "local") == "production":
    from .production import *  # noqa: F401,F403
else:
    from .local import *  # noqa: F401,F403
