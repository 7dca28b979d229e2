from django.shortcuts import get_object_or_404
from rest_framework.decorators import api_view
from rest_framework.response import Response

from .models import User


@api_view(["GET"])
def profile(request, username):
    user = get_object_or_404(User, username=username)
    following = bool(request.user) and request.user.follows.filter(pk=user.pk).exists()
    return Response({"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}})
