import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "conduit.settings.production")

import django  # noqa: E402

django.setup()

from django.core.asgi import get_asgi_application  # noqa: E402
from django.core.management import call_command  # noqa: E402

# Create the schema of whatever database the selected settings point at.
call_command("migrate", run_syncdb=True, interactive=False, verbosity=0)

application = get_asgi_application()
