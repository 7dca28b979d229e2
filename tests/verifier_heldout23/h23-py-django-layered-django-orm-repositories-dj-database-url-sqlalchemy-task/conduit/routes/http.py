import json
from functools import wraps

from django.http import JsonResponse

from ..services import user_service
from ..services.errors import ServiceError, Unauthorized


def body(request, key):
    try:
        return (json.loads(request.body or b"{}") or {}).get(key) or {}
    except ValueError:
        return {}


def api_view(auth="optional"):
    def decorator(view):
        @wraps(view)
        def wrapper(request, *args, **kwargs):
            try:
                header = request.headers.get("Authorization", "")
                request.viewer = user_service.user_from_token(header[6:]) if header.startswith("Token ") else None
                if auth == "required" and request.viewer is None:
                    raise Unauthorized("authentication required")
                return view(request, *args, **kwargs)
            except ServiceError as exc:
                return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)
        return wrapper
    return decorator
