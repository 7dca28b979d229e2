import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "conduit.settings")

from conduit.db import create_schema  # noqa: E402

create_schema()
application = get_asgi_application()
