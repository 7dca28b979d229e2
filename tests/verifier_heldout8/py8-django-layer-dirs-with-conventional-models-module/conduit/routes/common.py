import json
from functools import wraps

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services import auth_service
from conduit.services.errors import ServiceError


def body(request, key: str) -> dict:
    try:
        return json.loads(request.body or b"{}").get(key) or {}
    except json.JSONDecodeError:
        return {}


def endpoint(view):
    @csrf_exempt
    @wraps(view)
    def wrapper(request, *args, **kwargs):
        header = request.headers.get("Authorization", "")
        try:
            request.viewer = auth_service.user_for_token(header[6:] if header.startswith("Token ") else None)
            return view(request, *args, **kwargs)
        except ServiceError as exc:
            return JsonResponse({"errors": exc.errors}, status=exc.status)

    return wrapper
