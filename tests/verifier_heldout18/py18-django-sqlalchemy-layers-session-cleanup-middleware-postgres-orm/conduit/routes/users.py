import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from ..services.user_service import EmailTaken, UserService


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
@require_POST
def register(request):
    data = json.loads(request.body)["user"]
    try:
        user = UserService().register(data["username"], data["email"], data["password"])
    except EmailTaken:
        return JsonResponse({"errors": {"email": ["has already been taken"]}}, status=422)
    return JsonResponse({"user": {"username": user.username, "email": user.email,
                                  "bio": user.bio, "image": None, "token": ""}}, status=201)
