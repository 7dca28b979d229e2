import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from app.services import accounts


def _payload(request) -> dict:
    return json.loads(request.body or b"{}").get("user") or {}


@csrf_exempt
@require_POST
def register(request):
    data = _payload(request)
    try:
        return JsonResponse({"user": accounts.register(data["username"], data["email"], data["password"])}, status=201)
    except accounts.AccountError as e:
        return JsonResponse({"errors": {e.field: [str(e)]}}, status=e.status)


@csrf_exempt
@require_POST
def login(request):
    data = _payload(request)
    try:
        return JsonResponse({"user": accounts.login(data["email"], data["password"])})
    except accounts.AccountError as e:
        return JsonResponse({"errors": {e.field: [str(e)]}}, status=e.status)
