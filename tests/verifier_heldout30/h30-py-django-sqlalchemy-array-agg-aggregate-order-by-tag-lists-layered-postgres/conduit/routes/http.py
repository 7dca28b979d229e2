import json
from functools import wraps

from django.http import JsonResponse

from conduit.services import accounts
from conduit.services.errors import ServiceError


def read_json(request) -> dict:
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


def endpoint(auth: str = "optional"):
    def decorator(view):
        @wraps(view)
        def wrapper(request, *args, **kwargs):
            header = request.headers.get("Authorization", "")
            request.viewer = accounts.identify(header[6:] if header.startswith("Token ") else None)
            if auth == "required" and request.viewer is None:
                return JsonResponse({"errors": {"token": ["missing or invalid"]}}, status=401)
            try:
                return view(request, *args, **kwargs)
            except ServiceError as err:
                return JsonResponse({"errors": {err.field: [err.message]}}, status=err.status)

        return wrapper

    return decorator
