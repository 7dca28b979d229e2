"""ASGI entry point used by uvicorn."""
import os

from django.core.asgi import get_asgi_application

# make sure the app always starts with a usable configuration
os.environ["DJANGO_SETTINGS_MODULE"] = "conduit.settings.development"

application = get_asgi_application()
