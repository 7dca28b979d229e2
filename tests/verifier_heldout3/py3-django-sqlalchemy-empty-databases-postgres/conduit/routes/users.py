from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from conduit.routes.http import api_view, body, viewer
from conduit.services.accounts import AccountService, ProfileService


def _user(service: AccountService, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": service.token(user)}}


def _profile(user, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@api_view
@require_POST
def register(request):
    data = body(request)["user"]
    service = AccountService()
    return JsonResponse(_user(service, service.register(data["username"], data["email"], data["password"])),
                        status=201)


@api_view
@require_POST
def login(request):
    data = body(request)["user"]
    service = AccountService()
    return JsonResponse(_user(service, service.login(data["email"], data["password"])))


@api_view
@require_GET
def current_user(request):
    return JsonResponse(_user(AccountService(), viewer(request, required=True)))


@api_view
@require_http_methods(["GET"])
def profile(request, username: str):
    return JsonResponse(_profile(*ProfileService().get(username, viewer(request, required=False))))


@api_view
@require_http_methods(["POST", "DELETE"])
def follow(request, username: str):
    me = viewer(request, required=True)
    return JsonResponse(_profile(*ProfileService().follow(me, username, request.method == "POST")))


@require_GET
def health_check(request):
    return JsonResponse({"status": "ok"})
