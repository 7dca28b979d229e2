from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from api.views.common import body
from services import auth


def _out(user):
    return {"user": {"email": user.email, "token": auth.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    data = body(request, "user")
    try:
        user = auth.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    except auth.AuthError as err:
        return JsonResponse({"errors": {"body": [str(err)]}}, status=409)
    return JsonResponse(_out(user), status=201)


@csrf_exempt
def login(request):
    data = body(request, "user")
    try:
        return JsonResponse(_out(auth.login(data.get("email", ""), data.get("password", ""))))
    except auth.AuthError as err:
        return JsonResponse({"errors": {"body": [str(err)]}}, status=401)
