from django.http import JsonResponse
from sqlalchemy import text

from core.database import engine


def health_check(request):
    # ready = the schema exists and answers; report how many accounts there are
    try:
        with engine.connect() as conn:
            users = conn.execute(text("SELECT COUNT(*) FROM users")).scalar_one()
    except Exception as exc:  # tables not created yet / db locked
        return JsonResponse({"status": "starting", "error": str(exc)}, status=503)
    return JsonResponse({"status": "ok", "users": users})
