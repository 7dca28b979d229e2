import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from conduit.services.accounts import AccountError, AccountService

accounts = AccountService()


@csrf_exempt
@require_POST
def register(request):
    data = json.loads(request.body)["user"]
    try:
        return JsonResponse({"user": accounts.register(data["username"], data["email"], data["password"])}, status=201)
    except AccountError as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=422)


@csrf_exempt
@require_POST
def login(request):
    data = json.loads(request.body)["user"]
    try:
        return JsonResponse({"user": accounts.login(data["email"], data["password"])})
    except AccountError as exc:
        return JsonResponse({"errors": {"credentials": [str(exc)]}}, status=401)
