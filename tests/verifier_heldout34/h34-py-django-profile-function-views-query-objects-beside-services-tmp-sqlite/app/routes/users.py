import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from app.services import user_service


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
@require_POST
def register(request):
    data = json.loads(request.body)["user"]
    user = user_service.register(data["username"], data["email"], data["password"])
    return JsonResponse({"user": {"username": user.username, "email": user.email}}, status=201)


@csrf_exempt
@require_POST
def login(request):
    data = json.loads(request.body)["user"]
    user = user_service.login(data["email"], data["password"])
    if user is None:
        return JsonResponse({"errors": {"credentials": ["invalid"]}}, status=401)
    return JsonResponse({"user": {"username": user.username, "email": user.email}})
