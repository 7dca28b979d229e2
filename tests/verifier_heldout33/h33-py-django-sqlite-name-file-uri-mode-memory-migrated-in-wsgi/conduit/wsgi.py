import os

from django.core.management import call_command
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "conduit.settings")
application = get_wsgi_application()

# create the tables in this process, before the first request
call_command("migrate", run_syncdb=True, interactive=False, verbosity=0)
