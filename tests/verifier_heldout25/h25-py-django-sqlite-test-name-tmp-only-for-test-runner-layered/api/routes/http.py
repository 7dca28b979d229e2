import json
from functools import wraps

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from ..services import users as user_service
from ..services.errors import ServiceError


def body(request, key: str) -> dict:
    try:
        return (json.loads(request.body or b"{}") or {}).get(key) or {}
    except json.JSONDecodeError:
        return {}


def endpoint(auth: str = "none"):
    """auth: 'none' | 'optional' | 'required'"""

    def decorator(view):
        @csrf_exempt
        @wraps(view)
        def wrapper(request, *args, **kwargs):
            request.viewer = None
            header = request.headers.get("Authorization", "")
            if auth != "none" and header.startswith("Token "):
                request.viewer = user_service.user_for_token(header[6:])
            if auth == "required" and request.viewer is None:
                return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
            try:
                return view(request, *args, **kwargs)
            except ServiceError as err:
                return JsonResponse({"errors": {"body": [err.message]}}, status=err.status)

        return wrapper

    return decorator
