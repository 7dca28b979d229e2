"""WSGI entry point and composition root: settings, schema, and the per-request session."""

import os

from django.core.signals import request_finished
from django.core.wsgi import get_wsgi_application

from conduit.database import Session, engine
from conduit.models import Base

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "conduit.settings")

Base.metadata.create_all(engine)
# Workers fork after this (gunicorn --preload): none may inherit a pooled connection.
engine.dispose()


def _end_session(**_signal_kwargs) -> None:
    Session.remove()


request_finished.connect(_end_session)

application = get_wsgi_application()
