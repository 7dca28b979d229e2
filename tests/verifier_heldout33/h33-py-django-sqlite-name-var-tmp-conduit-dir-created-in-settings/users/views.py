import json

from django.contrib.auth.hashers import make_password
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from users.models import User


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    data = json.loads(request.body or "{}").get("user", {})
    user = User.objects.create(username=data["username"], email=data["email"],
                               password=make_password(data["password"]))
    return JsonResponse({"user": {"username": user.username, "email": user.email,
                                  "bio": user.bio, "image": None, "token": ""}}, status=201)
