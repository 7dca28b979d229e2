import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from conduit.services.user_service import UserError, UserService

service = UserService()


def _user(user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": service.token(user)}}


def _body(request) -> dict:
    try:
        return json.loads(request.body or b"{}").get("user") or {}
    except ValueError:
        return {}


@csrf_exempt
@require_POST
def register(request):
    data = _body(request)
    try:
        user = service.register(data.get("username"), data.get("email"), data.get("password"))
    except UserError as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)
    return JsonResponse(_user(user), status=201)


@csrf_exempt
@require_POST
def login(request):
    data = _body(request)
    try:
        return JsonResponse(_user(service.login(data.get("email", ""), data.get("password", ""))))
    except UserError as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)


@require_GET
def current_user(request):
    auth = request.headers.get("Authorization", "")
    user = service.from_token(auth[6:]) if auth.startswith("Token ") else None
    if user is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    return JsonResponse(_user(user))
