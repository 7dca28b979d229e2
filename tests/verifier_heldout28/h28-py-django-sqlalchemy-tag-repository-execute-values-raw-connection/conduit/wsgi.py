import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "conduit.settings")

from conduit.database import engine  # noqa: E402
from conduit.models import Base  # noqa: E402

Base.metadata.create_all(engine)
application = get_wsgi_application()
