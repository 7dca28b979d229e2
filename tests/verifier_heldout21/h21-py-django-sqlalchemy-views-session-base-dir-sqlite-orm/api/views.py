import json

import bcrypt
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from sqlalchemy import or_, select

from api.db import Session
from api.models import User


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def register(request):
    if request.method != "POST":
        return JsonResponse({}, status=405)
    data = json.loads(request.body)["user"]
    with Session() as session:
        taken = session.scalar(select(User).where(or_(User.email == data["email"], User.username == data["username"])))
        if taken:
            return JsonResponse({"errors": {"body": ["already taken"]}}, status=422)
        user = User(username=data["username"], email=data["email"],
                    password=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()))
        session.add(user)
        session.commit()
        return JsonResponse({"user": {"username": user.username, "email": user.email,
                                      "bio": None, "image": None}}, status=201)


def profile(request, username):
    with Session() as session:
        user = session.scalar(select(User).where(User.username == username))
        if user is None:
            return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
        return JsonResponse({"profile": {"username": user.username, "bio": user.bio,
                                         "image": user.image, "following": False}})
