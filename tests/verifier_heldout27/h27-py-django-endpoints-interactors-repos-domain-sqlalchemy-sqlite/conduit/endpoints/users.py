import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from conduit.interactors import accounts
from conduit.interactors.errors import InteractorError


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
        user = accounts.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    except InteractorError as exc:
        return JsonResponse({"errors": exc.errors}, status=exc.status)
    return JsonResponse({"user": user}, status=201)


@csrf_exempt
@require_POST
def login(request):
    data = _body(request)
    try:
        user = accounts.login(data.get("email", ""), data.get("password", ""))
    except InteractorError as exc:
        return JsonResponse({"errors": exc.errors}, status=exc.status)
    return JsonResponse({"user": user})


def health_check(_request):
    return JsonResponse({"status": "ok"})
