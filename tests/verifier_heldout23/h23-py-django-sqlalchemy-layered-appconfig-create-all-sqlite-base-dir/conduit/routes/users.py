from django.http import JsonResponse

from ..services import users
from .common import endpoint


def _user(user):
    return {"user": {"email": user.email, "token": users.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@endpoint({"POST"})
def register(request):
    d = request.data.get("user") or {}
    return JsonResponse(_user(users.register(d.get("username"), d.get("email"), d.get("password"))), status=201)


@endpoint({"POST"})
def login(request):
    d = request.data.get("user") or {}
    return JsonResponse(_user(users.login(d.get("email"), d.get("password"))))


@endpoint({"GET"}, auth="required")
def current(request):
    return JsonResponse(_user(request.viewer))


@endpoint({"GET"})
def profile(request, username):
    return JsonResponse({"profile": users.profile(username, request.viewer)})


@endpoint({"POST", "DELETE"}, auth="required")
def follow(request, username):
    return JsonResponse({"profile": users.follow(request.viewer, username, request.method == "POST")})
