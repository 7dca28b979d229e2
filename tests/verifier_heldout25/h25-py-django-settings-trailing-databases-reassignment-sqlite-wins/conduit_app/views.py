import json
from datetime import datetime, timedelta, timezone

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from .models import Profile, Tag


def _token(p: Profile) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=settings.JWT_EXP_DAYS)
    return jwt.encode({"sub": str(p.pk), "exp": exp}, settings.JWT_SECRET, algorithm="HS256")


def _user(p: Profile):
    return {"user": {"email": p.email, "token": _token(p), "username": p.username, "bio": p.bio, "image": p.image}}


def _body(request):
    try:
        return (json.loads(request.body or b"{}") or {}).get("user") or {}
    except json.JSONDecodeError:
        return {}


@require_GET
def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
@require_POST
def register(request):
    data = _body(request)
    if not all(data.get(k) for k in ("username", "email", "password")):
        return JsonResponse({"errors": {"body": ["username, email and password are required"]}}, status=422)
    if Profile.objects.filter(username=data["username"]).exists() or Profile.objects.filter(email=data["email"]).exists():
        return JsonResponse({"errors": {"body": ["username or email already taken"]}}, status=409)
    p = Profile.objects.create(username=data["username"], email=data["email"], password=make_password(data["password"]))
    return JsonResponse(_user(p), status=201)


@csrf_exempt
@require_POST
def login(request):
    data = _body(request)
    p = Profile.objects.filter(email=data.get("email")).first()
    if p is None or not check_password(data.get("password", ""), p.password):
        return JsonResponse({"errors": {"body": ["invalid credentials"]}}, status=401)
    return JsonResponse(_user(p))


@require_GET
def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
