import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "conduit.settings")
application = get_asgi_application()

from conduit.sa import Base, engine  # noqa: E402
import conduit.tables  # noqa: E402,F401

Base.metadata.create_all(engine)
