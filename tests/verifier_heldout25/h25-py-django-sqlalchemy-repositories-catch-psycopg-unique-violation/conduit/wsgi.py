import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "conduit.settings")
application = get_wsgi_application()

from conduit.db import engine  # noqa: E402
from conduit.tables import Base  # noqa: E402

Base.metadata.create_all(engine)
