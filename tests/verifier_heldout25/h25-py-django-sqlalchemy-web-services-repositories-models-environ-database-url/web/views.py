import json
from functools import wraps

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from services.errors import ServiceError
from services.tag_service import TagService
from services.user_service import UserService

users = UserService()
tags = TagService()


def api(auth: str = "none"):
    def decorator(view):
        @csrf_exempt
        @wraps(view)
        def wrapper(request, *args, **kwargs):
            header = request.headers.get("Authorization", "")
            request.viewer = users.from_token(header[6:]) if header.startswith("Token ") else None
            if auth == "required" and request.viewer is None:
                return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
            try:
                return view(request, *args, **kwargs)
            except ServiceError as err:
                return JsonResponse({"errors": {"body": [err.message]}}, status=err.status)

        return wrapper

    return decorator


def _payload(request, key):
    try:
        return (json.loads(request.body or b"{}") or {}).get(key) or {}
    except json.JSONDecodeError:
        return {}


def _user(u):
    return {"user": {"email": u.email, "token": users.token(u), "username": u.username, "bio": u.bio, "image": u.image}}


@api()
def health(request):
    return JsonResponse({"status": "ok"})


@api()
def register(request):
    data = _payload(request, "user")
    return JsonResponse(_user(users.register(data.get("username"), data.get("email"), data.get("password"))), status=201)


@api()
def login(request):
    data = _payload(request, "user")
    return JsonResponse(_user(users.login(data.get("email"), data.get("password"))))


@api(auth="required")
def me(request):
    return JsonResponse(_user(request.viewer))


@api()
def profile(request, username):
    return JsonResponse({"profile": users.profile(username, request.viewer)})


@api(auth="required")
def follow(request, username):
    return JsonResponse({"profile": users.follow(request.viewer, username, on=request.method == "POST")})


@api()
def tag_list(request):
    return JsonResponse({"tags": tags.all()})
