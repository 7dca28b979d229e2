import json
from functools import wraps

from asgiref.sync import sync_to_async
from django.http import JsonResponse

from conduit.services import users
from conduit.services.errors import ServiceError


def api(require_auth: bool = False):
    """Wrap an async view: authenticate through the user service, map ServiceError to JSON."""

    def decorator(view):
        @wraps(view)
        async def wrapper(request, *args, **kwargs):
            try:
                request.viewer = await sync_to_async(users.authenticate)(request.headers.get("Authorization"))
                if require_auth and request.viewer is None:
                    raise ServiceError(401, "token", "is missing")
                return await view(request, *args, **kwargs)
            except ServiceError as err:
                return JsonResponse({"errors": {err.field: [err.message]}}, status=err.status)

        return wrapper

    return decorator


def body(request, key: str) -> dict:
    try:
        return (json.loads(request.body or b"{}") or {}).get(key) or {}
    except json.JSONDecodeError:
        return {}
