from django.http import JsonResponse
from django.views.decorators.http import require_POST

from conduit.services import auth_service
from conduit.views.http import body, with_user


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": auth_service.token_for(user)}}


@require_POST
@with_user(required=False)
def register(request):
    data = body(request).get("user", {})
    user = auth_service.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return JsonResponse(_user(user), status=201)


@require_POST
@with_user(required=False)
def login(request):
    data = body(request).get("user", {})
    return JsonResponse(_user(auth_service.login(data.get("email", ""), data.get("password", ""))))
