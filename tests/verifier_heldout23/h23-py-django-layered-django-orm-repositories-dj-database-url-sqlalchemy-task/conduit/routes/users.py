from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from ..services import user_service
from .http import api_view, body


def _user(user):
    return {"user": {"email": user.email, "token": user_service.token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@csrf_exempt
@require_http_methods(["POST"])
@api_view()
def register(request):
    data = body(request, "user")
    return JsonResponse(_user(user_service.register(data.get("username"), data.get("email"), data.get("password"))),
                        status=201)


@csrf_exempt
@require_http_methods(["POST"])
@api_view()
def login(request):
    data = body(request, "user")
    return JsonResponse(_user(user_service.login(data.get("email"), data.get("password"))))


@require_http_methods(["GET"])
@api_view(auth="required")
def current_user(request):
    return JsonResponse(_user(request.viewer))


@csrf_exempt
@api_view()
def profile(request, username):
    return JsonResponse({"profile": user_service.profile(username, request.viewer)})


@csrf_exempt
@require_http_methods(["POST", "DELETE"])
@api_view(auth="required")
def follow(request, username):
    return JsonResponse({"profile": user_service.set_follow(request.viewer, username, request.method == "POST")})
