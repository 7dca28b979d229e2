import json

from django.contrib.auth.hashers import check_password, make_password
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from sqlalchemy import select

from conduit.sa import SessionLocal
from conduit.tables import User


def _user_json(user):
    return {"user": {"username": user.username, "email": user.email, "bio": "", "image": None, "token": "t"}}


@csrf_exempt
@require_POST
def register(request):
    data = json.loads(request.body)["user"]
    with SessionLocal() as session:
        if session.scalar(select(User).where(User.email == data["email"])) is not None:
            return JsonResponse({"errors": {"email": ["has already been taken"]}}, status=422)
        user = User(username=data["username"], email=data["email"], password_hash=make_password(data["password"]))
        session.add(user)
        session.commit()
    return JsonResponse(_user_json(user), status=201)


@csrf_exempt
@require_POST
def login(request):
    data = json.loads(request.body)["user"]
    with SessionLocal() as session:
        user = session.scalar(select(User).where(User.email == data["email"]))
    if user is None or not check_password(data["password"], user.password_hash):
        return JsonResponse({"errors": {"body": ["invalid credentials"]}}, status=401)
    return JsonResponse(_user_json(user))
