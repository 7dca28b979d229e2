import json
from functools import wraps

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services import users
from conduit.services.errors import ApiError


def api_view(*, auth: str = "optional"):
    def decorate(view):
        @csrf_exempt
        @wraps(view)
        def wrapper(request, *args, **kwargs):
            try:
                header = request.headers.get("Authorization", "")
                request.viewer = users.authenticate(header[6:]) if header.startswith("Token ") else None
                if auth == "required" and request.viewer is None:
                    raise ApiError(401, "token", "is missing")
                request.json = json.loads(request.body or b"{}") if request.body else {}
                return view(request, *args, **kwargs)
            except ApiError as exc:
                return JsonResponse({"errors": exc.errors}, status=exc.status)
        return wrapper
    return decorate
