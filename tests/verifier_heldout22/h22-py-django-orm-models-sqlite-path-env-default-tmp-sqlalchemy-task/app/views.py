import json

import jwt
from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from app.models import Tag, User


def health_check(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})


@csrf_exempt
def register(request):
    data = json.loads(request.body or b"{}").get("user", {})
    if User.objects.filter(email=data.get("email")).exists():
        return JsonResponse({"errors": {"email": ["has already been taken"]}}, status=409)
    user = User.objects.create(username=data["username"], email=data["email"],
                               password=make_password(data["password"]))
    token = jwt.encode({"id": user.id}, settings.SECRET_KEY, algorithm="HS256")
    return JsonResponse({"user": {"username": user.username, "email": user.email,
                                  "bio": user.bio, "image": user.image, "token": token}},
                        status=201)
