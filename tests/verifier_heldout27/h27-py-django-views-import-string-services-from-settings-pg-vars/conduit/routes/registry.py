from functools import cache

from django.conf import settings
from django.utils.module_loading import import_string


@cache
def service(name: str):
    """Instantiate the service class configured in settings.CONDUIT_SERVICES."""
    return import_string(settings.CONDUIT_SERVICES[name])()
