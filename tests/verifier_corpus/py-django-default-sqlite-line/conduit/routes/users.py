import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services.user_service import UserService

service = UserService()


@csrf_exempt
def register(request):
    body = json.loads(request.body)["user"]
    user = service.register(body["username"], body["email"])
    return JsonResponse({"user": {"username": user.username, "email": user.email}}, status=201)


def health(request):
    return JsonResponse({"status": "ok"})
