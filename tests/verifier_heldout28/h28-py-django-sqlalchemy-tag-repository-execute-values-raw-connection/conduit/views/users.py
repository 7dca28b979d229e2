from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services.account_service import AccountError
from conduit.views.common import accounts, payload


def _user(user):
    return {"user": {"email": user.email, "token": accounts.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@csrf_exempt
def register(request):
    data = payload(request, "user")
    try:
        user = accounts.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    except AccountError as err:
        return JsonResponse({"errors": {"body": [str(err)]}}, status=err.status)
    return JsonResponse(_user(user), status=201)


@csrf_exempt
def login(request):
    data = payload(request, "user")
    try:
        return JsonResponse(_user(accounts.login(data.get("email", ""), data.get("password", ""))))
    except AccountError as err:
        return JsonResponse({"errors": {"body": [str(err)]}}, status=err.status)
