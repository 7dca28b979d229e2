from django.http import JsonResponse

from routes._http import body, endpoint
from services import auth


def _user(user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": auth.token_for(user)}}


@endpoint()
def register(request):
    data = body(request).get("user", {})
    user = auth.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return JsonResponse(_user(user), status=201)


@endpoint()
def login(request):
    data = body(request).get("user", {})
    return JsonResponse(_user(auth.login(data.get("email", ""), data.get("password", ""))))


@endpoint(require_auth=True)
def current_user(request):
    return JsonResponse(_user(request.conduit_user))
