import os

from django.core.management import call_command
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "conduit.settings")
application = get_wsgi_application()
# apply pending migrations on boot so a fresh container serves at once
call_command("migrate", interactive=False, verbosity=0)
