import json

import jwt
from django.conf import settings
from django.contrib.auth import authenticate
from django.contrib.auth.models import User
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt


def _token(user: User) -> str:
    return jwt.encode({"id": user.id}, settings.SECRET_KEY, algorithm="HS256")


def _user_json(user: User) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": "", "image": None,
                     "token": _token(user)}}


@csrf_exempt
def register(request):
    data = json.loads(request.body or b"{}").get("user", {})
    if User.objects.filter(email=data.get("email")).exists():
        return JsonResponse({"errors": {"email": ["has already been taken"]}}, status=422)
    user = User.objects.create_user(
        username=data.get("username"), email=data.get("email"), password=data.get("password")
    )
    return JsonResponse(_user_json(user), status=201)


@csrf_exempt
def login(request):
    data = json.loads(request.body or b"{}").get("user", {})
    account = User.objects.filter(email=data.get("email")).first()
    user = authenticate(username=account.username, password=data.get("password")) if account else None
    if user is None:
        return JsonResponse({"errors": {"credentials": ["invalid"]}}, status=401)
    return JsonResponse(_user_json(user))
