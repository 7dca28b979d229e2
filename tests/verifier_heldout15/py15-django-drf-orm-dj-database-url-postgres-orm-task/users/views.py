from rest_framework.response import Response
from rest_framework.views import APIView

from users.models import User


class ProfileView(APIView):
    def get(self, request, username):
        user = User.objects.filter(username=username).first()
        if user is None:
            return Response({"errors": {"body": ["not found"]}}, status=404)
        following = bool(request.user) and request.user.following.filter(pk=user.pk).exists()
        return Response({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                     "following": following}})
