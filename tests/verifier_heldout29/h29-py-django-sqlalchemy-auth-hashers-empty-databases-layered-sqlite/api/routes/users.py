import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from api.services import user_service


def _body(request) -> dict:
    try:
        return json.loads(request.body or b"{}").get("user") or {}
    except ValueError:
        return {}


@csrf_exempt
@require_POST
def register(request):
    data = _body(request)
    try:
        result = user_service.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    except user_service.AuthError as exc:
        return JsonResponse({"errors": {"body": [exc.message]}}, status=exc.status)
    return JsonResponse(result, status=201)


@csrf_exempt
@require_POST
def login(request):
    data = _body(request)
    try:
        return JsonResponse(user_service.login(data.get("email", ""), data.get("password", "")))
    except user_service.AuthError as exc:
        return JsonResponse({"errors": {"body": [exc.message]}}, status=exc.status)
