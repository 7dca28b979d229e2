from django.http import JsonResponse

from api.services import auth_service
from api.services.errors import ServiceError
from api.views.common import error, payload


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": auth_service.token(user)}}


def register(request):
    data = payload(request).get("user", {})
    try:
        user = auth_service.register(data.get("username"), data.get("email"), data.get("password", ""))
    except ServiceError as err:
        return error(err)
    return JsonResponse(_user(user), status=201)


def login(request):
    data = payload(request).get("user", {})
    try:
        return JsonResponse(_user(auth_service.login(data.get("email"), data.get("password", ""))))
    except ServiceError as err:
        return error(err)
