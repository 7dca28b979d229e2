from django.shortcuts import get_object_or_404
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Profile


class ProfileView(APIView):
    def get(self, request, username):
        profile = get_object_or_404(Profile, user__username=username)
        return Response({"profile": {"username": profile.user.username, "bio": profile.bio,
                                     "image": profile.image, "following": False}})
