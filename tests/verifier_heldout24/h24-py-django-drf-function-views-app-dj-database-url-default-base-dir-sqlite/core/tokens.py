import jwt
from django.conf import settings

from .models import User


def user_for(request):
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    return User.objects.get(pk=jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])["id"])
