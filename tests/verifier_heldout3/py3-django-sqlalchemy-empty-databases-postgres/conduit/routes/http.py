import json
from functools import wraps

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.db import Session
from conduit.services.accounts import AccountService
from conduit.services.errors import ServiceError


def body(request: HttpRequest) -> dict:
    return json.loads(request.body or b"{}")


def viewer(request: HttpRequest, required: bool):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        if required:
            raise ServiceError("missing token", 401)
        return None
    return AccountService().user_from_token(header[6:])


def api_view(func):
    @csrf_exempt
    @wraps(func)
    def wrapper(request, *args, **kwargs):
        try:
            return func(request, *args, **kwargs)
        except ServiceError as exc:
            return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)
        finally:
            Session.remove()

    return wrapper
