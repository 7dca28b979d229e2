import json

from django.contrib.auth import get_user_model
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

UserModel = get_user_model()


def _user_json(user):
    return {"user": {"username": user.username, "email": user.email, "bio": "", "image": None, "token": "t"}}


@csrf_exempt
@require_POST
def register(request):
    data = json.loads(request.body)["user"]
    if UserModel.objects.filter(email=data["email"]).exists():
        return JsonResponse({"errors": {"email": ["has already been taken"]}}, status=422)
    user = UserModel.objects.create_user(username=data["username"], email=data["email"], password=data["password"])
    return JsonResponse(_user_json(user), status=201)


@csrf_exempt
@require_POST
def login(request):
    data = json.loads(request.body)["user"]
    try:
        user = UserModel.objects.get(email=data["email"])
    except UserModel.DoesNotExist:
        return JsonResponse({"errors": {"body": ["invalid credentials"]}}, status=401)
    if not user.check_password(data["password"]):
        return JsonResponse({"errors": {"body": ["invalid credentials"]}}, status=401)
    return JsonResponse(_user_json(user))
