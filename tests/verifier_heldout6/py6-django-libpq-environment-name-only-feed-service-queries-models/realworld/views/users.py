from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from realworld.services import auth_service
from realworld.views.common import body, handles_errors, viewer


def user_json(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": auth_service.token_for(user)}}


@csrf_exempt
@require_POST
@handles_errors
def register(request):
    u = body(request).get("user", {})
    return JsonResponse(user_json(auth_service.register(u.get("username"), u.get("email"), u.get("password"))),
                        status=201)


@csrf_exempt
@require_POST
@handles_errors
def login(request):
    u = body(request).get("user", {})
    return JsonResponse(user_json(auth_service.login(u.get("email"), u.get("password"))))


def current_user(request):
    user = viewer(request)
    if user is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    return JsonResponse(user_json(user))


@csrf_exempt
@handles_errors
def follow(request, username):
    me = viewer(request)
    if me is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    user, following = auth_service.set_follow(me, username, request.method == "POST")
    return JsonResponse({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                     "following": following}})
