from django.http import JsonResponse

from conduit.services import auth_service
from conduit.views.http import with_user


@with_user(required=False)
def profile(request, username):
    return JsonResponse({"profile": auth_service.profile(username, request.conduit_user)})


@with_user(required=True)
def follow(request, username):
    on = request.method == "POST"
    return JsonResponse({"profile": auth_service.follow(request.conduit_user, username, on)})
