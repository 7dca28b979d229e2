import json
from functools import wraps

from django.http import JsonResponse

from conduit.services import auth_service
from conduit.services.errors import ServiceError


def body(request) -> dict:
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


def with_user(required: bool):
    def decorator(view):
        @wraps(view)
        def wrapper(request, *args, **kwargs):
            header = request.headers.get("Authorization", "")
            request.conduit_user = auth_service.user_for_token(header[6:] if header.startswith("Token ") else None)
            if required and request.conduit_user is None:
                return JsonResponse({"errors": {"token": ["missing or invalid"]}}, status=401)
            try:
                return view(request, *args, **kwargs)
            except ServiceError as err:
                return JsonResponse({"errors": {err.field: [err.message]}}, status=err.status)

        return wrapper

    return decorator
