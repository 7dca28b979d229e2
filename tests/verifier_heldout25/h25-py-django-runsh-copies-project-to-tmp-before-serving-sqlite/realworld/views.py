import json
from datetime import datetime, timedelta, timezone

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from .models import Account, Tag


def _user(a: Account):
    token = jwt.encode({"sub": str(a.pk), "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                       settings.SECRET_KEY, algorithm="HS256")
    return {"user": {"email": a.email, "token": token, "username": a.username, "bio": a.bio, "image": a.image}}


def _data(request):
    try:
        return (json.loads(request.body or b"{}") or {}).get("user") or {}
    except json.JSONDecodeError:
        return {}


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    data = _data(request)
    if not all(data.get(k) for k in ("username", "email", "password")):
        return JsonResponse({"errors": {"body": ["username, email and password are required"]}}, status=422)
    if Account.objects.filter(email=data["email"]).exists() or Account.objects.filter(username=data["username"]).exists():
        return JsonResponse({"errors": {"body": ["already taken"]}}, status=409)
    account = Account.objects.create(username=data["username"], email=data["email"],
                                     password=make_password(data["password"]))
    return JsonResponse(_user(account), status=201)


@csrf_exempt
def login(request):
    data = _data(request)
    account = Account.objects.filter(email=data.get("email")).first()
    if account is None or not check_password(data.get("password", ""), account.password):
        return JsonResponse({"errors": {"body": ["invalid credentials"]}}, status=401)
    return JsonResponse(_user(account))


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
