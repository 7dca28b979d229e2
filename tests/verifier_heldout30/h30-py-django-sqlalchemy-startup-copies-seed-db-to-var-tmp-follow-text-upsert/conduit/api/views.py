import json

from django.http import JsonResponse

from conduit.services.accounts import AccountService
from conduit.services.errors import ServiceError
from conduit.services.profiles import ProfileService

accounts = AccountService()
profiles = ProfileService()


def _body(request):
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


def _viewer(request):
    header = request.headers.get("Authorization", "")
    return accounts.identify(header[6:] if header.startswith("Token ") else None)


def _error(err: ServiceError):
    return JsonResponse({"errors": {err.field: [err.message]}}, status=err.status)


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": accounts.token(user)}}


def health_check(request):
    return JsonResponse({"status": "ok"})


def register(request):
    u = _body(request).get("user", {})
    try:
        return JsonResponse(_user(accounts.register(u.get("username"), u.get("email"), u.get("password", ""))),
                            status=201)
    except ServiceError as err:
        return _error(err)


def login(request):
    u = _body(request).get("user", {})
    try:
        return JsonResponse(_user(accounts.login(u.get("email"), u.get("password", ""))))
    except ServiceError as err:
        return _error(err)


def profile(request, username):
    try:
        return JsonResponse({"profile": profiles.view(username, _viewer(request))})
    except ServiceError as err:
        return _error(err)


def follow(request, username):
    viewer = _viewer(request)
    if viewer is None:
        return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
    try:
        if request.method == "DELETE":
            return JsonResponse({"profile": profiles.unfollow(viewer, username)})
        return JsonResponse({"profile": profiles.follow(viewer, username)})
    except ServiceError as err:
        return _error(err)
