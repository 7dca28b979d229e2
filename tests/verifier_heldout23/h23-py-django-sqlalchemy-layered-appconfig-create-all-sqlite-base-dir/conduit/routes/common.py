import json
from functools import wraps

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from ..services import users
from ..services.errors import ApiError, Unauthorized


def endpoint(methods, auth="optional"):
    def decorator(fn):
        @csrf_exempt
        @wraps(fn)
        def view(request, *args, **kwargs):
            if request.method not in methods:
                return JsonResponse({"errors": {"body": ["method not allowed"]}}, status=405)
            try:
                header = request.headers.get("Authorization", "")
                request.viewer = users.from_token(header[6:]) if header.startswith("Token ") else None
                if auth == "required" and request.viewer is None:
                    raise Unauthorized("authentication required")
                request.data = json.loads(request.body) if request.body else {}
                return fn(request, *args, **kwargs)
            except ApiError as exc:
                return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)
        return view
    return decorator
