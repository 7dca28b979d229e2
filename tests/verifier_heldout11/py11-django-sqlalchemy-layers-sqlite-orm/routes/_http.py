import json
from functools import wraps

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from services import auth
from services.errors import ServiceError


def body(request) -> dict:
    try:
        return json.loads(request.body or b"{}")
    except ValueError:
        return {}


def endpoint(require_auth=False):
    def decorator(view):
        @csrf_exempt
        @wraps(view)
        def wrapper(request, *args, **kwargs):
            header = request.headers.get("Authorization", "")
            request.conduit_user = (
                auth.user_for_token(header[6:]) if header.startswith("Token ") else None
            )
            if require_auth and request.conduit_user is None:
                return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
            try:
                return view(request, *args, **kwargs)
            except ServiceError as exc:
                return JsonResponse({"errors": {"body": [exc.message]}}, status=exc.status)

        return wrapper

    return decorator
