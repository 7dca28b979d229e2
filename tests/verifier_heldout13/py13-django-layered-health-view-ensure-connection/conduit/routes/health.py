from django.db import connection
from django.db.utils import OperationalError
from django.http import JsonResponse


def health_check(request):
    # Ready means the database connection can be opened; no data is read.
    try:
        connection.ensure_connection()
    except OperationalError:
        return JsonResponse({"status": "starting"}, status=503)
    return JsonResponse({"status": "ok"})
