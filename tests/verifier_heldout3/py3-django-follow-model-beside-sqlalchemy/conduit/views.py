import json

from django.contrib.auth.hashers import make_password
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit import users


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    data = json.loads(request.body)["user"]
    user = users.create(data["username"], data["email"], make_password(data["password"]))
    return JsonResponse({"user": {"username": user.username, "email": user.email, "bio": None, "image": None,
                                  "token": ""}}, status=201)
