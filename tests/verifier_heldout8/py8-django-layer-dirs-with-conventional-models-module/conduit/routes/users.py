from django.http import JsonResponse

from conduit.routes.common import body, endpoint
from conduit.services import auth_service


def _out(user):
    return {"user": {"email": user.email, "token": auth_service.token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@endpoint
def register(request):
    data = body(request, "user")
    user = auth_service.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return JsonResponse(_out(user), status=201)


@endpoint
def login(request):
    data = body(request, "user")
    return JsonResponse(_out(auth_service.login(data.get("email", ""), data.get("password", ""))))
